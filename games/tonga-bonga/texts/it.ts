import type { Texts } from "../../../i18n/core.js";
import type { TongaBongaKey } from "./en.js";
import { it as log } from "./log/it.js";
import { it as play } from "./play/it.js";

/** Tonga Bonga's texts in Italian: the logged events (./log/, which the Worker's messages use too) and the prompts and moves (./play/). */
export const it: Texts<TongaBongaKey> = { ...log, ...play };
