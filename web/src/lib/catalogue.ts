import { useEffect, useState } from "preact/hooks";
import { api, type ApiError, type GameInfo } from "../api.js";

let cached: Promise<GameInfo[]> | null = null;

const load = (): Promise<GameInfo[]> => {
  if (!cached) {
    cached = api.games();
    cached.catch(() => (cached = null));
  }
  return cached;
};

/** GET /api/games, once per page load. */
export function useCatalogue(): { games: GameInfo[] | null; error: ApiError | null; retry: () => void } {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    load().then(
      (g) => live && setGames(g),
      (e) => live && setError(e as ApiError),
    );
    return () => {
      live = false;
    };
  }, [n]);
  return { games, error, retry: () => setN((x) => x + 1) };
}

/** "tonga-bonga" → "Tonga Bonga": a game's id read as a title, never shown as the lowercase id (issue #41). */
export const titleOfId = (id: string): string =>
  id.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash ? " " : ""}${c.toUpperCase()}`);

/** A game's title from the catalogue, its id read as a title until the catalogue has answered. */
export function useGameTitle(): (id: string) => string {
  const { games } = useCatalogue();
  return (id) => games?.find((g) => g.id === id)?.title ?? titleOfId(id);
}
