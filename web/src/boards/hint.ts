/**
 * The game a match page shows, as the server wrote it into the page it served (worker/unfurl/page.ts `gameHint`): the
 * page starts loading that game's board beside the match's own request, not after it. Only for the match the page was
 * served for: an app that moved on to another match without a reload has the first one's tag still.
 */
export function hintedGame(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const tag = document.querySelector<HTMLMetaElement>('meta[name="waka-game"]');
  return tag && tag.dataset.match === id ? tag.content : undefined;
}
