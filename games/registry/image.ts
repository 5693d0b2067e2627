// Written by scripts/games.ts from games/index.ts (`npm run games`): do not edit.
// Each game's board and picture (GameParts `board`, `picture`).
import type { GameId } from "../index.js";
import type { GameUi } from "../../web/src/boards/types.js";
import { ui as tongiaki } from "../../web/src/boards/tongiaki/index.js";
import { ui as tongaBonga } from "../../web/src/boards/tonga-bonga/index.js";
import { ui as wongar } from "../../web/src/boards/wongar/index.js";
import tongaBongaCss from "../../web/src/boards/tonga-bonga/board.css";
import wongarCss from "../../web/src/boards/wongar/board.css";

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
