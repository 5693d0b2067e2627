import type { Played } from "../../../engine/core/game.js";
import { fail, ok, type Result, type RuleError } from "../../../engine/core/result.js";
import { playChecked, wrongStep, type Steps } from "../../../engine/core/steps.js";
import { ELDER_REACH, NEIGHBOURS, areaId, areaIndex } from "./board.js";
import { SHAPES, shapeOf, type AreaCard } from "./cards.js";
import { continueCeremony, drawCards, endTurn, openPick, pickCard, startCeremony, startRound, takeChosen, type Events } from "./flow.js";
import { cardShapes, legalMoves, riteTargets, tschurungaOptions } from "./legal.js";
import type { Move } from "./moves.js";
import { actor, cloneState, nextSeat, type Action, type Ceremony, type Phase, type WongarState } from "./state.js";
import type { WongarCode } from "./codes.js";

/** What each step of a turn takes, and what it expects in words to explain a move made at the wrong moment. */
const STEPS: Steps<Phase["kind"], Move["type"]> = {
  seed: { expects: "place one of your starting tschurungas (seed)", takes: ["seed"] },
  take: { expects: "take a face-up area card (take), or play a figure card (figure)", takes: ["take", "figure"] },
  option: { expects: "choose what the tschurunga card does (option)", takes: ["option"] },
  triple: { expects: "choose the shape of the triple (triple)", takes: ["triple"] },
  place: { expects: "place a tschurunga (place)", takes: ["place"] },
  move: { expects: "move the figure (move)", takes: ["move"] },
  pick: { expects: "choose a ritual card from the deck (pick)", takes: ["pick"] },
  choose: { expects: "choose the ritual cards to take from the deck (choose)", takes: ["choose"] },
  ceremony: { expects: "play a ritual card (rite) or pass (pass)", takes: ["rite", "pass"] },
  double: { expects: "place the double's second piece (second)", takes: ["second"] },
  over: { expects: "nothing: the game is over", takes: [] },
};

/** Applies one decision; forced follow-up steps (a single legal choice that everyone can see is single) are played at once. */
export function play(state: WongarState, seat: number, move: Move): Result<Played<WongarState>, RuleError<WongarCode>> {
  if (state.phase.kind === "over") return fail("game_over", "the game is over", "§15");
  const who = actor(state);
  if (seat !== who) return fail("not_your_turn", `seat ${who} must decide now, not seat ${seat}`, ruleOfTurn(state.phase));
  const refused = wrongStep(STEPS, state.phase.kind, move.type, "§3") ?? check(state, seat, move);
  if (refused) return { ok: false, error: refused };
  return ok(playChecked(cloneState(state), move, (s, m, ev) => apply(s, seat, m, ev), playForced));
}

const ruleOfTurn = (ph: Phase): string =>
  ph.kind === "ceremony" || ph.kind === "double"
    ? "§12.2"
    : ph.kind === "seed"
      ? "§16.3"
      : ph.kind === "pick" || ph.kind === "choose"
        ? "§16.5"
        : "§3.4";

/**
 * §18.7: a step with a single legal choice is played at once, but only when everyone can see that it is forced (a
 * ceremony pass is forced only with an empty hand; a version-1 choice from the deck only when one card is left; a
 * choice of version 3 or 4 never, as a deck of one kind is no public fact), so that the log never tells what a hand or the
 * deck holds.
 */
function playForced(s: WongarState, ev: Events): void {
  for (;;) {
    const ph = s.phase;
    if (ph.kind === "over" || ph.kind === "seed" || ph.kind === "place" || ph.kind === "move") return;
    if (ph.kind === "ceremony" && s.hands[ph.seat]!.length > 0) return;
    if (ph.kind === "choose" || (ph.kind === "pick" && s.deck.length > 1)) return;
    const moves = legalMoves(s, ph.seat);
    if (moves.length !== 1) return;
    ev.push({ type: "forced", seat: ph.seat, move: moves[0] });
    apply(s, ph.seat, moves[0]!, ev);
  }
}

const err = (code: WongarCode, message: string, rule: string): RuleError<WongarCode> => ({ code, message, rule });

/** Why `move` is illegal now, or null. Mirrors legalMoves with reasons. */
function check(s: WongarState, seat: number, move: Move): RuleError<WongarCode> | null {
  const ph = s.phase;
  const area = "area" in move ? areaIndex(move.area) : -1;
  if ("area" in move && area < 0) return err("no_such_area", `there is no area "${move.area}"`, "§1.1");
  switch (move.type) {
    case "seed": {
      const k = shapeOf(move.shape);
      return s.seeding![seat]![k]! > 0 ? null : err("none_left", `you have placed all your starting ${move.shape}s`, "§16.3");
    }
    case "take":
      return s.areas[area]!.up !== null ? null : err("no_card", "that area has no face-up card", "§3.4");
    case "figure":
      return s.figureCards[seat]![move.card] ? null : err("no_figure_card", `you have no ${move.card} card to play`, "§16.1");
    case "option": {
      if (ph.kind !== "option") return null;
      const allowed = tschurungaOptions(s.supply[seat]![ph.shape]!);
      return allowed.includes(move.option) ? null : err("too_few_pieces", "you have too few pieces of that shape for this choice", "§18.1");
    }
    case "triple":
      return s.supply[seat]![shapeOf(move.shape)]! > 0 ? null : err("no_pieces", `you have no ${move.shape} left`, "§5.2");
    case "place":
      return null;
    case "move": {
      if (ph.kind !== "move") return null;
      if (ph.figure === "ancestor") {
        return NEIGHBOURS[s.ancestor.area]!.includes(area)
          ? null
          : err("not_neighbour", "the ancestor moves to a neighbouring area", "§6.2");
      }
      return ELDER_REACH[s.elder.area]!.includes(area)
        ? null
        : err("elder_reach", "the elder moves one or two areas and may not come back", "§7.2");
    }
    case "pick": {
      if (move.index >= s.deck.length) return err("no_such_card", "the deck has fewer cards", "§16.5");
      const first = s.deck.indexOf(s.deck[move.index]!);
      return first === move.index ? null : err("first_of_kind", "name the first card of its kind in the deck", "§16.5");
    }
    case "choose": {
      if (ph.kind !== "choose" || move.choice < ph.offer.length) return null;
      const ways = ph.offer.length;
      return err(
        "no_such_choice",
        `there ${ways === 1 ? "is one way" : `are ${ways} ways`} to take your cards: choice 0 to ${ways - 1}`,
        "§16.5",
      );
    }
    case "rite": {
      if (ph.kind !== "ceremony") return null;
      if (!s.hands[seat]!.includes(move.card)) return err("not_in_hand", `you have no ${move.card} card`, "§13.1");
      const k = shapeOf(move.shape);
      if (!cardShapes(move.card).includes(k)) return err("wrong_shape", `a ${move.card} card acts on ${move.card}s only`, "§13.1");
      return targetError(s, seat, ph.ceremony, k, move.action, move.target);
    }
    case "second":
      if (ph.kind !== "double") return null;
      return targetError(s, seat, ph.ceremony, ph.shape, ph.action, move.target);
    case "pass":
      return null;
  }
}

const RULE: Record<Action, string> = { remove: "§13.1", out: "§13.1", in: "§13.1" };

function targetError(
  s: WongarState,
  seat: number,
  c: Ceremony,
  shape: number,
  action: Action,
  target: number | string,
): RuleError<WongarCode> | null {
  const targets = riteTargets(s, seat, c.area, shape, action);
  if (targets.includes(target)) return null;
  const name = SHAPES[shape];
  if (action === "remove") {
    if (typeof target !== "number" || target >= s.seats)
      return err("bad_target", "name the seat of the opponent whose piece you remove", RULE.remove);
    if (target === seat) return err("own_piece", "a ritual card removes an opponent's piece, not your own", "§13.1");
    return err("no_piece", `seat ${target} has no ${name} in the ceremony area`, "§13.1");
  }
  if (typeof target !== "string" || areaIndex(target) < 0) return err("bad_target", "name a neighbouring area", "§13.1");
  if (!NEIGHBOURS[c.area]!.includes(areaIndex(target))) return err("not_neighbour", "only to or from a neighbouring area", "§13.1");
  return action === "out"
    ? err("no_piece", `you have no ${name} in the ceremony area`, "§13.1")
    : err("no_piece", `you have no ${name} in ${target}`, "§13.1");
}

/** Puts one of `seat`'s pieces on an area from their supply. */
function placePiece(s: WongarState, seat: number, area: number, shape: number, ev: Events): void {
  s.supply[seat]![shape]!--;
  s.areas[area]!.pieces[seat]![shape]!++;
  ev.push({ type: "place", seat, area: areaId(area), shape: SHAPES[shape] });
}

/** §13.1 what one piece does. */
function ritePiece(s: WongarState, seat: number, c: Ceremony, shape: number, action: Action, target: number | string, ev: Events): void {
  const here = s.areas[c.area]!.pieces;
  if (action === "remove") {
    const other = target as number;
    here[other]![shape]!--;
    s.supply[other]![shape]!++;
  } else {
    const there = s.areas[areaIndex(target as string)]!.pieces;
    const [from, to] = action === "out" ? [here, there] : [there, here];
    from[seat]![shape]!--;
    to[seat]![shape]!++;
  }
  ev.push({ type: "piece", seat, action, shape: SHAPES[shape], target });
}

type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

/** Carries out a checked move on a state the caller owns. */
function apply(s: WongarState, seat: number, move: Move, ev: Events): void {
  const ph = s.phase;
  switch (move.type) {
    case "seed":
      applySeed(s, seat, move, ev);
      return;
    case "take":
      applyTake(s, seat, move, ev);
      return;
    case "figure":
      // §16.1 the card leaves the game once played
      s.figureCards[seat]![move.card] = false;
      ev.push({ type: "figureCard", seat, card: move.card });
      carryOut(s, seat, move.card, -1, ev);
      return;
    case "option":
      applyOption(s, seat, move, ev);
      return;
    case "triple": {
      const k = shapeOf(move.shape);
      ev.push({ type: "triple", seat, shape: move.shape });
      s.phase = { kind: "place", seat, shape: k, left: Math.min(3, s.supply[seat]![k]!), draw: 0 };
      return;
    }
    case "place":
      applyPlace(s, seat, move, ev);
      return;
    case "move":
      applyMove(s, move, ev);
      return;
    case "pick":
      if (ph.kind !== "pick") return;
      pickCard(s, seat, move.index, ev);
      openPick(s, seat, ph.left - 1, ph.then, ev);
      return;
    case "choose":
      if (ph.kind !== "choose") return;
      takeChosen(s, seat, ph.offer[move.choice]!, ph.then, ev);
      return;
    case "rite":
      applyRite(s, seat, move, ev);
      return;
    case "second":
      if (ph.kind !== "double") return;
      ritePiece(s, seat, ph.ceremony, ph.shape, ph.action, move.target, ev);
      continueCeremony(s, ph.ceremony, seat, ev);
      return;
    case "pass": {
      if (ph.kind !== "ceremony") return;
      ev.push({ type: "pass", seat });
      const c = ph.ceremony;
      continueCeremony(s, { ...c, open: c.open.filter((x) => x !== seat) }, seat, ev);
      return;
    }
  }
}

/** §16.3: a starting piece on an area; once every seat has placed all of theirs, the first round begins. */
function applySeed(s: WongarState, seat: number, move: MoveOf<"seed">, ev: Events): void {
  const k = shapeOf(move.shape);
  s.seeding![seat]![k]!--;
  placePiece(s, seat, areaIndex(move.area), k, ev);
  if (s.seeding!.every((left) => left.every((n) => n === 0))) {
    s.seeding = null;
    startRound(s, ev);
  } else {
    s.phase = { kind: "seed", seat: nextSeat(s, seat) };
  }
}

/** §3.4: the face-up card of an area is taken and carried out; the last card of an area starts the end (§15.1). */
function applyTake(s: WongarState, seat: number, move: MoveOf<"take">, ev: Events): void {
  const area = areaIndex(move.area);
  const a = s.areas[area]!;
  const card = a.up!;
  a.up = null;
  s.collected[seat]!.push(card);
  ev.push({ type: "take", seat, area: move.area, card }); // §18.8 public: the card lay face up
  if (a.pile.length === 0 && !s.ending) {
    // §15.1 the last card of an area has been taken
    s.ending = "pile";
    ev.push({ type: "ending", reason: "pile" });
  }
  carryOut(s, seat, card, area, ev);
}

/** §4.2: what the tschurunga card does: two more pieces, one more piece and a card, or two cards. */
function applyOption(s: WongarState, seat: number, move: MoveOf<"option">, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "option") return;
  ev.push({ type: "option", seat, option: move.option });
  if (move.option === "two") s.phase = { kind: "place", seat, shape: ph.shape, left: 2, draw: 0 };
  else if (move.option === "one") s.phase = { kind: "place", seat, shape: ph.shape, left: 1, draw: 1 };
  else drawCards(s, seat, 2, "end", ev);
}

/** §4.2, §5.1: one piece placed; the cards the choice owes are drawn once no piece is left to place. */
function applyPlace(s: WongarState, seat: number, move: MoveOf<"place">, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "place") return;
  placePiece(s, seat, areaIndex(move.area), ph.shape, ev);
  const left = ph.left - 1;
  if (left > 0 && s.supply[seat]![ph.shape]! > 0) s.phase = { ...ph, left };
  else drawCards(s, seat, ph.draw, "end", ev);
}

/** §6.2, §7.2: the figure moves, and a ceremony begins where it stops. */
function applyMove(s: WongarState, move: MoveOf<"move">, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "move") return;
  const to = areaIndex(move.area);
  const fig = ph.figure === "ancestor" ? s.ancestor : s.elder;
  ev.push({ type: "figure", figure: ph.figure, from: areaId(fig.area), to: move.area });
  fig.area = to;
  startCeremony(s, to, ph.figure, ev); // §6.3, §7.3
}

/** §13.1: a ritual card played in the ceremony acts on one piece (a double, §13.2, on a second one after). */
function applyRite(s: WongarState, seat: number, move: MoveOf<"rite">, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "ceremony") return;
  const hand = s.hands[seat]!;
  hand.splice(hand.indexOf(move.card), 1);
  if (move.card === "double" && s.options.advanced)
    s.spent++; // §16.2 out of the game once played
  else s.discard.push(move.card);
  const k = shapeOf(move.shape);
  ev.push({ type: "rite", seat, card: move.card, shape: move.shape, action: move.action });
  ritePiece(s, seat, ph.ceremony, k, move.action, move.target, ev);
  // §13.2, §18.2 a double goes on with its second piece whenever one can be acted on
  if (move.card === "double" && riteTargets(s, seat, ph.ceremony.area, k, move.action).length > 0) {
    s.phase = { kind: "double", seat, ceremony: ph.ceremony, shape: k, action: move.action };
  } else {
    continueCeremony(s, ph.ceremony, seat, ev);
  }
}

/** §4, §5, §6, §7, §8, §9: what an area card (or, §16.1, a figure card) makes its taker do. `area` is where it was taken (-1: a figure card). */
function carryOut(s: WongarState, seat: number, card: AreaCard, area: number, ev: Events): void {
  switch (card) {
    case "disc":
    case "cube":
    case "cylinder": {
      // §4.1 one piece on the area of the card, if the player has one; §4.3 without one, only the draw is left
      const k = shapeOf(card);
      if (s.supply[seat]![k]! > 0) placePiece(s, seat, area, k, ev);
      s.phase = { kind: "option", seat, shape: k };
      return;
    }
    case "triple":
      // §5.2 nothing to place at all: the card does nothing
      if (s.supply[seat]!.every((n) => n === 0)) endTurn(s, ev);
      else s.phase = { kind: "triple", seat };
      return;
    case "ancestor":
    case "elder": {
      const fig = card === "ancestor" ? s.ancestor : s.elder;
      fig.holder = seat; // §6.1, §7.1
      ev.push({ type: "holder", figure: card, seat });
      s.phase = { kind: "move", seat, figure: card };
      return;
    }
    case "both":
      // §8 both figures come to the area of the card, whatever the distance
      s.ancestor.holder = seat;
      s.elder.holder = seat;
      ev.push({ type: "holder", figure: "ancestor", seat }, { type: "holder", figure: "elder", seat });
      for (const [figure, fig] of [
        ["ancestor", s.ancestor],
        ["elder", s.elder],
      ] as const) {
        ev.push({ type: "figure", figure, from: areaId(fig.area), to: areaId(area) });
        fig.area = area;
      }
      startCeremony(s, area, "both", ev);
      return;
    case "four":
      drawCards(s, seat, 4, "end", ev); // §9
      return;
    case "scorpion":
      return; // never face up (§2.1, §10.3)
  }
}
