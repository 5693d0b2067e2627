import { tongiakiBot } from "./bot/index.js";
import { TONGIAKI_CODES } from "./rules/codes.js";
import { tongiaki as rules } from "./rules/index.js";
import type { GameModule } from "../module.js";

/** Tongiaki as the platform knows it (games/module.ts); its rules are in games/tongiaki/RULES.md. */
export const tongiaki = {
  rules,
  bot: tongiakiBot,
  codes: TONGIAKI_CODES,
  ends: ["sea-tiles", "island-tiles"],
} as const satisfies GameModule;
