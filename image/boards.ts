/** Game id → the web app's board UI for it (the same component and texts the match page uses). One line per game. */
import type { GameId } from "../engine/games.js";
import type { GameUi } from "../web/src/boards/types.js";
import { ui as tongiaki } from "../web/src/boards/tongiaki/index.js";
import { ui as tongaBonga } from "../web/src/boards/tonga-bonga/index.js";
import { ui as wongar } from "../web/src/boards/wongar/index.js";

const BOARDS: Record<GameId, GameUi> = {
  tongiaki,
  "tonga-bonga": tongaBonga,
  wongar,
};

/** The board UI of a game id from a request, or undefined for a game this Worker does not draw. */
export const boardOf = (game: string): GameUi | undefined => (Object.hasOwn(BOARDS, game) ? BOARDS[game as GameId] : undefined);
