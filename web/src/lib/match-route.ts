/**
 * A match's pages, read from the path by the route table (app.tsx), the skip link to the board and the board's early
 * load (main.tsx): its board (/m/<id>), its replay (/m/<id>/replay) and its invitation (/m/<id>/join). A trailing
 * slash names the same page.
 */
export interface MatchRoute {
  id: string;
  page: "board" | "replay" | "join";
}

const MATCH = /^\/m\/([A-Za-z0-9_-]{8,32})(?:\/(replay|join))?\/?$/;

export function matchRoute(path: string): MatchRoute | null {
  const m = MATCH.exec(path);
  return m ? { id: m[1]!, page: (m[2] as "replay" | "join" | undefined) ?? "board" } : null;
}
