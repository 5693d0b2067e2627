/** Game id → the web app's board component for it (the same one the match page draws). One line per game. */
import type { ComponentType } from "preact";
import type { BoardProps } from "../web/src/boards/types.js";
import { ui as tongiaki } from "../web/src/boards/tongiaki/index.js";
import { ui as tongaBonga } from "../web/src/boards/tonga-bonga/index.js";
import { ui as wongar } from "../web/src/boards/wongar/index.js";

export const BOARDS: Record<string, ComponentType<BoardProps<any, any>>> = {
  tongiaki: tongiaki.Board,
  "tonga-bonga": tongaBonga.Board,
  wongar: wongar.Board,
};
