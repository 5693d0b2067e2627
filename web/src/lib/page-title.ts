/**
 * The tab's title of a page that is not a match (a match's title follows its turn: lib/turn-alerts.ts): "How to play
 * Wongar — Waka", back to "Waka" when the page goes. Browsers' tabs, bookmarks, history and search results show it.
 */
import { useEffect } from "preact/hooks";

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — Waka` : "Waka";
  }, [title]);
  useEffect(
    () => () => {
      document.title = "Waka";
    },
    [],
  );
}
