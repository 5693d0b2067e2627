// Written by scripts/games.ts from games/index.ts (`npm run games`): do not edit.
// Each game's board and picture (GameParts `board`, `picture`).
import type { GameId } from "../index.js";
import type { GameUi } from "../../boardkit/types.js";
import { ui as tongiaki } from "../tongiaki/board/index.js";
import { ui as tongaBonga } from "../tonga-bonga/board/index.js";
import { ui as wongar } from "../wongar/board/index.js";
import tongaBongaCss from "../tonga-bonga/board/board.css";
import wongarCss from "../wongar/board/board.css";

export const BOARDS: Record<GameId, GameUi> = {
  tongiaki: tongiaki,
  "tonga-bonga": tongaBonga,
  wongar: wongar,
};

/** The boards' own stylesheets (a board without one draws with the app's alone). */
export const PICTURE_CSS: Partial<Record<GameId, string>> = {
  "tonga-bonga": tongaBongaCss,
  wongar: wongarCss,
};
