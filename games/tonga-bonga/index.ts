import { tongaBongaBot } from "./bot/index.js";
import { TONGA_BONGA_CODES } from "./rules/codes.js";
import { tongaBonga as rules } from "./rules/index.js";
import type { GameModule } from "../module.js";

/** Tonga Bonga as the platform knows it (games/module.ts); its rules are in games/tonga-bonga/RULES.md. */
export const tongaBonga = {
  rules,
  bot: tongaBongaBot,
  codes: TONGA_BONGA_CODES,
  ends: ["home", "limit"],
} as const satisfies GameModule;
