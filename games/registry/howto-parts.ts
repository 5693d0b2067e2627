// Written by scripts/games.ts from games/index.ts (`npm run games`): do not edit.
// Each game's how-to-play parts: its name, its parts, and the part each refusal and rule section opens.
import type { GameId } from "../index.js";
import type { HowToParts } from "../../boardkit/howto.js";
import { parts as tongiakiParts } from "../tongiaki/texts/howto/parts.js";
import { parts as tongaBongaParts } from "../tonga-bonga/texts/howto/parts.js";
import { parts as wongarParts } from "../wongar/texts/howto/parts.js";

export const HOW_TO_PARTS: Record<GameId, HowToParts> = {
  tongiaki: tongiakiParts,
  "tonga-bonga": tongaBongaParts,
  wongar: wongarParts,
};
