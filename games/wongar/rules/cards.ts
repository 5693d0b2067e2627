/**
 * Card lists as data (RULES.md §1.3, §1.4, §16). The compositions are confirmed by the rulebook and two sources
 * (research §B.2); the advanced changes are the rulebook's.
 */

/** The three tschurunga shapes, in this order everywhere (index 0, 1, 2). */
export const SHAPES = ["disc", "cube", "cylinder"] as const;
export type Shape = (typeof SHAPES)[number];

/** §1.2 pieces per player, by shape. */
export const PIECES: readonly number[] = [18, 15, 12];

/** §2.2 pieces of each shape every player puts into the bag. */
export const SEEDED_PER_SHAPE = 4;

/** The kinds of small area cards (§1.3). */
export const AREA_CARDS = ["disc", "cube", "cylinder", "triple", "ancestor", "elder", "both", "four", "scorpion"] as const;
export type AreaCard = (typeof AREA_CARDS)[number];

/** §1.3 one area's set of 15 cards (all ten sets are the same; they differ by their backs). */
export const AREA_SET: Readonly<Record<AreaCard, number>> = {
  disc: 3,
  cube: 2,
  cylinder: 1,
  triple: 1,
  ancestor: 2,
  elder: 2,
  both: 1,
  four: 1,
  scorpion: 2,
};

/** §16.1 the advanced game takes one ancestor and one elder card out of every set. */
export const ADVANCED_SET_REMOVED: Readonly<Partial<Record<AreaCard, number>>> = { ancestor: 1, elder: 1 };

/** The kinds of large ritual cards (§1.4). */
export const RITUAL_CARDS = ["disc", "cube", "cylinder", "double", "scorpion"] as const;
export type RitualCard = (typeof RITUAL_CARDS)[number];

/** §1.4 the ritual deck: 43 cards. */
export const RITUAL_DECK: Readonly<Record<RitualCard, number>> = { disc: 14, cube: 12, cylinder: 10, double: 5, scorpion: 2 };

/** §16.2 the advanced game takes the scorpions and the doubles out of the deck; each player gets one double. */
export const ADVANCED_DECK_REMOVED: readonly RitualCard[] = ["double", "scorpion"];

/** §2.3 ritual cards dealt to each player. */
export const DEALT = 2;

/** The shape index a tschurunga card stands for, or -1 (§4, §13.1). */
export const shapeOf = (card: string): number => SHAPES.indexOf(card as Shape);

/** Expands a composition into a list of cards, in kind order. */
export function expand<K extends string>(counts: Readonly<Record<K, number>>, kinds: readonly K[]): K[] {
  const out: K[] = [];
  for (const k of kinds) for (let i = 0; i < counts[k]; i++) out.push(k);
  return out;
}

/** The order cards are kept in a hand (and listed), so that a hand's order says nothing about when a card came. */
export const RITUAL_ORDER: Readonly<Record<RitualCard, number>> = { disc: 0, cube: 1, cylinder: 2, double: 3, scorpion: 4 };
