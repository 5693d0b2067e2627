import { wongarBot } from "./bot/index.js";
import { WONGAR_CODES } from "./rules/codes.js";
import { wongar as rules } from "./rules/index.js";
import type { GameModule } from "../module.js";

/** Wongar as the platform knows it (games/module.ts); its rules are in games/wongar/RULES.md. */
export const wongar = {
  rules,
  bot: wongarBot,
  codes: WONGAR_CODES,
  ends: ["time", "pile"],
} as const satisfies GameModule;
