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

/** `P` are the game's part ids (its `HowToParts`): a language missing a part, or with one too many, does not compile. */
export interface HowTo<P extends string = string> {
  /** One sentence under the game's name: what the game is about, and for how many players. */
  intro: string;
  parts: Record<P, Part>;
}

/**
 * What the web app knows of a game's how-to-play before its words load: its name, its parts and which part explains
 * a refusal. Each game's texts/howto/parts.ts holds one (small, so the app bundles them all; see anchors.ts).
 */
export interface HowToParts<P extends string = string, Code extends string = string> {
  /** The game's name as the pages show it. */
  name: string;
  /** The parts in reading order; each part's id is its anchor (`/how-to-play/<game>#<part>`). */
  parts: readonly P[];
  /**
   * RULES.md section ("§4" for the whole section, "§12.6" for one item, which wins) → the part that explains it. Every
   * section of the game's RULES.md is here (tests/web/howto.test.ts).
   */
  sections: Readonly<Record<string, P>>;
  /** Every code a refusal of the game carries (its closed list) → the part to show when the refusal cites no section. */
  codes: Readonly<Record<Code, P>>;
}
