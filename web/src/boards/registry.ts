import type { FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { GameId } from "../../../games/index.js";
import { BOARD_LOADERS } from "../../../games/registry/web.js";
import { useI18n } from "../i18n/core.js";
import { memo } from "../lib/memo.js";
import { loadTexts } from "../../../boardkit/load.js";
import type { BoardProps, GameUi, InfoProps } from "../../../boardkit/types.js";

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

/**
 * The board and its side panel drawn again only when their props change: the match page renders at every change of
 * its data (the log arriving, the live socket, a chat line), and a board is its most costly part (issue #41: each
 * such render of Wongar's took 50–130 ms of a phone's main thread).
 */
const drawnOnChange = (u: GameUi): GameUi => ({
  ...u,
  // every board and panel is a function component; the type admits classes, which memo does not take
  Board: memo(u.Board as FunctionComponent<BoardProps<unknown, unknown>>),
  Info: memo(u.Info as FunctionComponent<InfoProps<unknown>>),
});

/** Each game's board chunk on its way or here; a load that failed is forgotten, so the next asks again. */
const loads = new Map<GameId, Promise<GameUi>>();

/** Loads a game's board chunk, once however often it is asked for (the page's start may have asked already). */
export function loadBoard(game: GameId): Promise<GameUi> {
  let load = loads.get(game);
  if (!load) {
    load = BOARD_LOADERS[game]().catch((e: unknown) => {
      loads.delete(game);
      throw e;
    });
    loads.set(game, load);
  }
  return load;
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
    loadBoard(game)
      .then((u) => loadTexts(u.texts, lang).then(() => u))
      .then(
        (board) => {
          const u = drawnOnChange(board);
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
