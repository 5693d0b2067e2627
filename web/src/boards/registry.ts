import { useEffect, useState } from "preact/hooks";
import type { GameId } from "../../../engine/games.js";
import { useI18n } from "../i18n/core.js";
import { loadTexts } from "../i18n/load.js";
import type { GameUi } from "./types.js";

/**
 * Game id → its board folder, loaded on demand so a page carries only the boards it shows. Keyed by the engine's
 * `GameId` (a type-only import: no engine code enters the bundle from here), so a game without a board fails to compile.
 */
const BOARDS: Record<GameId, () => Promise<GameUi>> = {
  tongiaki: () => import("./tongiaki/index.js").then((m) => m.ui),
  "tonga-bonga": () => import("./tonga-bonga/index.js").then((m) => m.ui),
  wongar: () => import("./wongar/index.js").then((m) => m.ui),
};

const loaded = new Map<string, GameUi>();

export const hasBoard = (game: string): game is GameId => Object.hasOwn(BOARDS, game);

/** The game's UI, `undefined` while it loads, `null` when this app has no board for that game. */
export function useGameUi(game: string | undefined): GameUi | null | undefined {
  const { lang } = useI18n();
  const [ui, setUi] = useState<GameUi | null | undefined>(game ? loaded.get(game) : undefined);
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
      () => live && setUi(null),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return ui;
}
