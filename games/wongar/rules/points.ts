/**
 * Tracks and points as data (RULES.md §1.6, §14, §15). RECONSTRUCTED: the printed tables under the time track are
 * not available (research §B.6). The time track's shape (three sections of four spaces, ending on X) follows the
 * rulebook; the point values are our own, rising over time with the ancestor-and-elder ceremony worth most.
 * Replace the numbers here when the real tables are found.
 */

/** §1.6 spaces of the time track: the scorpion starts on space 1; space 12 is the X that ends the game. */
export const TIME_START = 1;
export const TIME_END = 12;
/** §1.6 spaces per section (I: 1–4, II: 5–8, III: 9–12). */
export const SECTION_SPACES = 4;

export type CeremonyKind = "ancestor" | "elder" | "both";

/** §14.2 points for the majority of one shape, by section (I, II, III) and the card that called the ceremony. RECONSTRUCTED. */
export const CEREMONY_POINTS: readonly Readonly<Record<CeremonyKind, number>>[] = [
  { ancestor: 3, elder: 2, both: 5 },
  { ancestor: 5, elder: 3, both: 8 },
  { ancestor: 7, elder: 4, both: 11 },
];

/** §15.2 points for the most tschurunga cards of one shape at the end (the rulebook's figure). */
export const FINAL_MAJORITY = 8;

/** The section (0, 1, 2) the scorpion is in. */
export const sectionOf = (time: number): number => Math.min(CEREMONY_POINTS.length - 1, Math.floor((time - 1) / SECTION_SPACES));
