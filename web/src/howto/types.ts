/**
 * A game's "how to play" in one language: short parts a player reads (the goal, a turn step by step, scoring, the
 * end…), each under its own anchor (`/how-to-play/<game>#<part>`). Written for players from the game's RULES.md.
 */

/** One paragraph, numbered steps, a list, or a rule that is Waka's own (a house rule), marked as such on the page. */
export type Block = string | { steps: string[] } | { list: string[] } | { house: string };

export interface Part {
  title: string;
  body: Block[];
}

/** `P` are the game's part ids (anchors.ts): a language missing a part, or with one too many, does not compile. */
export interface HowTo<P extends string = string> {
  /** One sentence under the game's name: what the game is about, and for how many players. */
  intro: string;
  parts: Record<P, Part>;
}
