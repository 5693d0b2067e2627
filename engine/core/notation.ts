/**
 * A game's move notation: one short line of text per move, for players who answer a turn e-mail and for tools
 * (issue #43). Each game writes its own (games/<game>/rules/notation.ts) and describes it in its RULES.md,
 * "Notation"; this file holds what they share: reading a line as words, forgiving case and spacing.
 */

/** Writes a move as a line of text and reads one back; `parse(format(m))` is `m` for every legal move. */
export interface Notation<Move> {
  /** The move in the game's notation: lower case, words separated by one space. */
  format(move: Move): string;
  /** The move a line of text names, or null when it names none (its shape only: legality is `play`'s question). */
  parse(text: string): Move | null;
}

/**
 * The words of a line of notation: lower case, split on spaces, tabs and commas, so "Sail Tonga 3,4" and
 * "  sail tonga 3 4 " read alike; a full stop at the end (a sentence typed in a reply) is dropped.
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[.!]+\s*$/, "")
    .split(/[\s,]+/)
    .filter((w) => w.length > 0);
}

/** A whole number written in decimal digits (an optional minus sign), or null. */
export function wholeWord(word: string | undefined): number | null {
  return word !== undefined && /^-?\d{1,3}$/.test(word) ? Number(word) : null;
}

/** A number a player counts from 1 (a beach, a seat), read back as the index the rules count from 0, or null. */
export function ordinalWord(word: string | undefined, max: number): number | null {
  const n = wholeWord(word);
  return n !== null && n >= 1 && n <= max ? n - 1 : null;
}
