import type { Dict } from "../../../i18n/core.js";
import { en as log } from "./log/en.js";
import { en as play } from "./play/en.js";

/** Tongiaki's texts in English: the logged events (./log/, which the Worker's messages use too) and the prompts and moves (./play/). */
export const en = { ...log, ...play } satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type TongiakiKey = keyof typeof en;
