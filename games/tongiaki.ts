import { tongiakiBot } from "../engine/bots/tongiaki/index.js";
import { TONGIAKI_CODES } from "../engine/tongiaki/codes.js";
import { tongiaki as rules } from "../engine/tongiaki/index.js";
import type { GameModule } from "./module.js";

/** Tongiaki as the platform knows it (games/module.ts); its rules are in engine/tongiaki/RULES.md. */
export const tongiaki = { rules, bot: tongiakiBot, codes: TONGIAKI_CODES, ends: ["sea-tiles", "island-tiles"] } as const satisfies GameModule;
