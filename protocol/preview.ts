/**
 * What the main Worker and the image Worker say about a shared link's page (`/m/:id`, its replay, its invitation):
 * the main Worker reads the match as a spectator sees it and sends it (POST /preview); the image Worker, which draws the
 * board's picture for the same previews, words the page's title, description and OpenGraph/Twitter tags
 * (image/preview.ts). Types only, here because both name them and neither imports the other's code for it.
 */

/** A seat as a spectator sees it: never a secret or a contact. */
export interface PreviewPlayer {
  seat: number;
  name: string | null;
  open: boolean;
  bot?: string;
}

export interface PreviewAsk {
  /** The match and replay pages, or the invitation. */
  page: "match" | "invite";
  gameTitle: string;
  status: "open" | "active" | "finished" | "abandoned";
  seq: number;
  activeSeats: number[];
  players: PreviewPlayer[];
  /** The public outcome of a finished match. */
  outcome: { ranking: number[][]; scores: number[]; reason: string } | null;
  /** The game's running scores as a spectator's view shows them (engine `runningScores`), or null. */
  scores: number[] | null;
  /** The page's own address and its board picture's, from the trusted origin only (worker/origin.ts), or null. */
  url: string | null;
  image: string | null;
}

/** The words of the page: its `<title>`, its description, and the tags to add to its `<head>` (escaped HTML). */
export interface PreviewWords {
  title: string;
  description: string;
  tags: string;
}
