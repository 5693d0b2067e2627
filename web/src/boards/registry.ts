import { useEffect, useState } from "preact/hooks";
import type { GameId } from "../../../engine/games.js";
import { useI18n } from "../i18n/core.js";
import { loadTexts, retrying } from "../i18n/load.js";
import type { GameUi } from "./types.js";

/**
 * Game id → its board folder, loaded on demand so a page carries only the boards it shows. Keyed by the engine's
 * `GameId` (a type-only import: no engine code enters the bundle from here), so a game without a board fails to compile.
 * Through `retrying`: a board chunk that failed once can be imported again (Chromium would not fetch its URL again).
 */
const BOARDS: Record<GameId, () => Promise<GameUi>> = {
  tongiaki: () => retrying(() => import("./tongiaki/index.js")).then((m) => m.ui),
  "tonga-bonga": () => retrying(() => import("./tonga-bonga/index.js")).then((m) => m.ui),
  wongar: () => retrying(() => import("./wongar/index.js")).then((m) => m.ui),
};

const loaded = new Map<string, GameUi>();

export const hasBoard = (game: string): game is GameId => Object.hasOwn(BOARDS, game);

/** A game's board as a page holds it: here, on its way, not in this app, or failed to arrive (with another try). */
export interface GameUiState {
  /** The game's UI, `undefined` while it loads (or after it failed to), `null` when this app has no board for that game. */
  ui: GameUi | null | undefined;
  /** The board or its texts did not load (each chunk tried twice, `retrying`): not the same as having no board, `retry` may still bring it. */
  failed: boolean;
  retry: () => void;
}

export function useGameUi(game: string | undefined): GameUiState {
  const { lang } = useI18n();
  const [ui, setUi] = useState<GameUi | null | undefined>(game ? loaded.get(game) : undefined);
  const [failed, setFailed] = useState(false);
  // each retry runs the load again
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!game) return;
    if (!hasBoard(game)) return setUi(null);
    const have = loaded.get(game);
    if (have) return setUi(have);
    let live = true;
    // the board shows with its texts in the reader's language, never before them
    BOARDS[game]().then((u) => loadTexts(u.texts, lang).then(() => u)).then(
      (u) => {
        loaded.set(game, u);
        if (live) setUi(u);
      },
      // not kept in `loaded`: the next page that shows this game tries again
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [game, tries]);
  const retry = () => {
    setFailed(false);
    setTries((n) => n + 1);
  };
  return { ui, failed, retry };
}
