/** Game id → the web app's board UI for it (the same component and texts the match page uses), from games/registry/image.ts. */
import type { GameId } from "../games/index.js";
import { BOARDS, PICTURE_CSS } from "../games/registry/image.js";
import type { GameUi } from "../boardkit/types.js";

/** The board UI of a game id from a request, or undefined for a game this Worker does not draw. */
export const boardOf = (game: string): GameUi | undefined => (Object.hasOwn(BOARDS, game) ? BOARDS[game as GameId] : undefined);

/** The board's own stylesheet, "" for a game whose board has none. */
export const pictureCssOf = (game: string): string => (Object.hasOwn(PICTURE_CSS, game) ? (PICTURE_CSS[game as GameId] ?? "") : "");
