/** Game id → the web app's board UI for it (the same component and texts the match page uses). One line per game. */
import type { GameUi } from "../web/src/boards/types.js";
import { ui as tongiaki } from "../web/src/boards/tongiaki/index.js";
import { ui as tongaBonga } from "../web/src/boards/tonga-bonga/index.js";
import { ui as wongar } from "../web/src/boards/wongar/index.js";

export const BOARDS: Record<string, GameUi> = {
  tongiaki,
  "tonga-bonga": tongaBonga,
  wongar,
};
