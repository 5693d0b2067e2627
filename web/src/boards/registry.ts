import { useEffect, useState } from "preact/hooks";
import type { GameId } from "../../../games/index.js";
import { BOARD_LOADERS } from "../../../games/registry/web.js";
import { useI18n } from "../i18n/core.js";
import { loadTexts } from "../../../boardkit/load.js";
import type { GameUi } from "../../../boardkit/types.js";

/** The boards loaded so far (each a chunk of its own, games/registry/web.ts, loaded when a page first shows its game). */
const loaded = new Map<string, GameUi>();

export const hasBoard = (game: string): game is GameId => Object.hasOwn(BOARD_LOADERS, game);

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
    BOARD_LOADERS[game]()
      .then((u) => loadTexts(u.texts, lang).then(() => u))
      .then(
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
