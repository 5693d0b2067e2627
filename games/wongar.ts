import { wongarBot } from "../engine/bots/wongar/index.js";
import { WONGAR_CODES } from "../engine/wongar/codes.js";
import { wongar as rules } from "../engine/wongar/index.js";
import type { GameModule } from "./module.js";

/** Wongar as the platform knows it (games/module.ts); its rules are in engine/wongar/RULES.md. */
export const wongar = { rules, bot: wongarBot, codes: WONGAR_CODES, ends: ["time", "pile"] } as const satisfies GameModule;
