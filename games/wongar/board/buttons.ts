import { RITUAL_ORDER, type RitualCard } from "../rules/cards.js";
import type { WongarMove, WongarView } from "../rules/index.js";

/**
 * A choice from the deck's ways in the order of their cards, as the board's panel lists the kinds: the offer's own
 * order is drawn at random so that a way's number tells others nothing (engine RULES.md §17.4), which reads badly.
 * From rules version 4 the offer holds every way to take the cards, whatever the deck holds (§16.5, Ruling 6): the
 * buttons show only the ways this deck can fill, as the board's panel does (the chooser sees the deck by kind).
 */
export function moveButtons(legal: readonly WongarMove[], view: WongarView): readonly WongarMove[] {
  const choice = view.choice;
  if (!choice) return legal;
  const ways = choice.options;
  const fills = (way: readonly RitualCard[]) => way.every((k) => way.filter((c) => c === k).length <= choice.deck[k]);
  const key = (m: WongarMove) => (m.type === "choose" ? (ways[m.choice] ?? []).map((c) => RITUAL_ORDER[c]).join("") : "");
  return legal.filter((m) => m.type !== "choose" || fills(ways[m.choice] ?? [])).sort((a, b) => key(a).localeCompare(key(b)));
}
