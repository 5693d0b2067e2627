import { tongaBongaBot } from "../engine/bots/tonga-bonga/index.js";
import { TONGA_BONGA_CODES } from "../engine/tonga-bonga/codes.js";
import { tongaBonga as rules } from "../engine/tonga-bonga/index.js";
import type { GameModule } from "./module.js";

/** Tonga Bonga as the platform knows it (games/module.ts); its rules are in engine/tonga-bonga/RULES.md. */
export const tongaBonga = { rules, bot: tongaBongaBot, codes: TONGA_BONGA_CODES, ends: ["home", "limit"] } as const satisfies GameModule;
