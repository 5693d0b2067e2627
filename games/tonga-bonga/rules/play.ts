import type { GameEvent, Played } from "../../../engine/core/game.js";
import { fail, ok, type Result, type RuleError } from "../../../engine/core/result.js";
import { playChecked, wrongStep, type Steps } from "../../../engine/core/steps.js";
import { randomInt } from "../../../engine/core/rng.js";
import { HOME_ID, islandAt, type Square } from "./board.js";
import { bidRange, canStopAt, legalMoves, placementRefusal, placementTarget, stepCost, stepRefusal } from "./legal.js";
import type { Move } from "./moves.js";
import type { TongaBongaCode } from "./codes.js";
import {
  CAMP_INCOME,
  CAMP_SHARE,
  CAMPS_PER_PLAYER,
  DICE_PER_PLAYER,
  HOME_BONUS,
  WAGE_CAP_V1,
  campCount,
  cloneState,
  crewPoints,
  currentSeat,
  rulesOf,
  type Phase,
  type TongaBongaState,
} from "./state.js";

type Events = GameEvent[];

/** What each step of a turn takes, and what it expects in words to explain a move made at the wrong moment. */
const STEPS: Steps<Phase["kind"], Move["type"]> = {
  bid: { expects: "bid a wage (bid)", takes: ["bid"] },
  crew: { expects: "place a die on another ship (place)", takes: ["place"] },
  sail: { expects: "sail one square or end the movement (sail, stop)", takes: ["sail", "stop"] },
  over: { expects: "nothing: the game is over", takes: [] },
};

/** Applies one decision; forced follow-up steps (a single legal choice) are played at once (§3.5). */
export function play(state: TongaBongaState, seat: number, move: Move): Result<Played<TongaBongaState>, RuleError<TongaBongaCode>> {
  if (state.phase.kind === "over") return fail("game_over", "the game is over", "§9");
  if (seat !== currentSeat(state)) return fail("not_your_turn", `it is seat ${currentSeat(state)}'s turn, not seat ${seat}'s`, "§3.1");
  const refused = wrongStep(STEPS, state.phase.kind, move.type, "§3.1") ?? check(state, seat, move);
  if (refused) return { ok: false, error: refused };
  return ok(playChecked(cloneState(state), move, apply, playForced));
}

/** §3.5: a step with a single legal choice needs no decision (nothing to bid, the last die's only ship, no points). */
export function playForced(s: TongaBongaState, events: Events): void {
  for (;;) {
    if (s.phase.kind === "over") return;
    if (s.phase.kind === "bid") {
      // a bid is forced only when one amount is possible: no need to list the whole purse to find out (§4.3)
      const [lo, hi] = bidRange(s.money[currentSeat(s)]!, s.phase.role, rulesOf(s));
      if (lo !== hi) return;
    }
    const moves = legalMoves(s, currentSeat(s));
    if (moves.length !== 1) return;
    events.push({ type: "forced", seat: currentSeat(s), move: moves[0] });
    apply(s, moves[0]!, events);
  }
}

const err = (code: TongaBongaCode, message: string, rule: string): RuleError<TongaBongaCode> => ({ code, message, rule });

/** Why `move` is illegal now, or null. Mirrors legalMoves with reasons. */
function check(s: TongaBongaState, seat: number, move: Move): RuleError<TongaBongaCode> | null {
  const ph = s.phase;
  switch (move.type) {
    case "bid": {
      if (ph.kind !== "bid") return null;
      if (move.role !== ph.role) {
        return ph.role === "captain"
          ? err("captain_first", "bid the captain's wage first", "§4.1")
          : err("helmsman_now", "the captain's wage is bid; now bid the helmsman's", "§4.1");
      }
      const money = s.money[seat]!;
      const [lo, hi] = bidRange(money, ph.role, rulesOf(s));
      if (move.amount < lo) return err("minimum_wage", "each wage is at least 1 ducat", "§4.2");
      if (move.amount > money) return err("not_enough_money", `you have ${money} ducat${money === 1 ? "" : "s"}`, "§4.2");
      // §4.3: only rules version 1 had a cap (Ruling 2 lifted it).
      if (rulesOf(s) === 1 && move.amount > WAGE_CAP_V1)
        return err("wage_cap", `a wage is at most ${WAGE_CAP_V1} ducats (rules version 1)`, "§4.3");
      if (move.amount > hi) return err("keep_helmsman_wage", "keep at least 1 ducat for the helmsman's wage", "§4.3");
      return null;
    }
    case "place": {
      if (ph.kind !== "crew") return null;
      if (!ph.dice.some((v, i) => v === move.value && ph.ship[i] === -1)) {
        return err("no_such_die", `none of your dice left to place shows ${move.value}`, "§5.1");
      }
      return placementRefusal(s, seat, move.ship);
    }
    case "sail":
      if (ph.kind !== "sail") return null;
      return stepRefusal(s, seat, { row: move.row, col: move.col }, ph.left);
    case "stop":
      return canStopAt(s, seat, s.ships[seat]!)
        ? null
        : err("occupied_square", "another ship is on this square: sail on to a free one", "§6.4");
  }
}

/** Carries out a checked move on a state the caller owns. */
function apply(s: TongaBongaState, move: Move, ev: Events): void {
  const seat = currentSeat(s);
  const ph = s.phase;
  switch (move.type) {
    case "bid": {
      // §4.4: the ducats leave the player for the ship's wage field.
      s.money[seat]! -= move.amount;
      s.wages[seat] = { ...s.wages[seat]!, [move.role]: move.amount };
      ev.push({ type: "bid", seat, role: move.role, amount: move.amount });
      if (move.role === "captain") {
        s.phase = { kind: "bid", role: "helmsman" };
      } else if (++s.step < s.seats) {
        s.phase = { kind: "bid", role: "captain" };
      } else {
        s.step = 0;
        beginCrew(s, ev);
      }
      return;
    }
    case "place": {
      if (ph.kind !== "crew") return;
      const die = ph.dice.findIndex((v, i) => v === move.value && ph.ship[i] === -1);
      // §5.7: the new die goes above every die of equal or lower value.
      const crew = s.crews[move.ship]!.slice();
      const rank = crew.filter((d) => d.value > move.value).length;
      crew.splice(rank, 0, { owner: seat, value: move.value });
      s.crews[move.ship] = crew;
      const ship = ph.ship.slice();
      ship[die] = move.ship;
      s.phase = { ...ph, ship };
      ev.push({ type: "place", seat, ship: move.ship, value: move.value, rank: RANKS[rank] });
      if (ship.filter((t) => t >= 0).length === ph.target && nextPlacer(s, ev)) beginCrew(s, ev);
      return;
    }
    case "sail": {
      if (ph.kind !== "sail") return;
      sail(s, seat, { row: move.row, col: move.col }, ph.left, ev);
      return;
    }
    case "stop":
      ev.push({ type: "stop", seat, row: s.ships[seat]!.row, col: s.ships[seat]!.col });
      endVoyage(s, ev);
      return;
  }
}

const RANKS = ["captain", "helmsman", "deckhand"] as const;

// ---------------------------------------------------------------------------------------------------------------
// §5 crew

/** §5.1: the current player rolls their three dice (face 6 is the seasick sailor, kept as 0); with nothing to place, the next. */
function beginCrew(s: TongaBongaState, ev: Events): void {
  for (;;) {
    const seat = currentSeat(s);
    const dice: number[] = [];
    for (let i = 0; i < DICE_PER_PLAYER; i++) {
      const face = randomInt(s.rng, 6) + 1;
      dice.push(face === 6 ? 0 : face);
    }
    ev.push({ type: "roll", seat, dice });
    const target = placementTarget(s, seat, dice);
    s.phase = { kind: "crew", dice, ship: dice.map(() => -1), target };
    if (target > 0 || !nextPlacer(s, ev)) return;
  }
}

/** §5.6: dice left over once the target is placed are turned to seasick. True when another player must roll now. */
function nextPlacer(s: TongaBongaState, ev: Events): boolean {
  const ph = s.phase;
  if (ph.kind === "crew") {
    ph.dice.forEach((v, i) => {
      if (v > 0 && ph.ship[i] === -1) ev.push({ type: "seasick", seat: currentSeat(s), value: v });
    });
  }
  if (++s.step < s.seats) return true;
  s.step = 0;
  beginSailing(s, ev);
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// §6 sailing, §7 camps

function beginSailing(s: TongaBongaState, ev: Events): void {
  const seat = currentSeat(s);
  const left = crewPoints(s, seat);
  s.phase = { kind: "sail", left };
  ev.push({ type: "sailing", seat, points: left });
}

/** §6.2, §6.3 one square; §7 a camp when entering a bay; §9.1 home with four camps. */
function sail(s: TongaBongaState, seat: number, to: Square, left: number, ev: Events): void {
  const cost = stepCost(s, seat, to);
  s.ships[seat] = { row: to.row, col: to.col };
  const rest = left - cost;
  s.phase = { kind: "sail", left: rest };
  ev.push({ type: "sail", seat, row: to.row, col: to.col, cost, left: rest });
  const island = islandAt(to);
  if (!island) return;
  if (island.id === HOME_ID) {
    if (campCount(s, seat) === CAMPS_PER_PLAYER) {
      s.home[seat] = true;
      ev.push({ type: "home", seat });
      endVoyage(s, ev);
    }
    return;
  }
  foundCamp(s, seat, island.id, ev);
}

/** §7.1, §7.2, §7.3: a camp if the owner has none on this island and a camp left; 25 from the bank, 5 to each earlier camper. */
export function foundCamp(s: TongaBongaState, seat: number, island: string, ev: Events): void {
  const campers = s.camps[island]!;
  if (campers.includes(seat) || campCount(s, seat) >= CAMPS_PER_PLAYER) return;
  s.money[seat]! += CAMP_INCOME;
  for (const other of campers) {
    s.money[seat]! -= CAMP_SHARE;
    s.money[other]! += CAMP_SHARE;
  }
  s.camps[island] = [...campers, seat];
  ev.push({ type: "camp", seat, island, bank: CAMP_INCOME, shares: campers.map((to) => ({ seat: to, amount: CAMP_SHARE })) });
}

/** The current ship's movement is over: the next ship sails, or the round ends (§8). */
function endVoyage(s: TongaBongaState, ev: Events): void {
  s.moved[currentSeat(s)] = true;
  if (++s.step < s.seats) {
    beginSailing(s, ev);
    return;
  }
  endRound(s, ev);
}

// ---------------------------------------------------------------------------------------------------------------
// §8 wages, §9 end, §3.2 next round

function endRound(s: TongaBongaState, ev: Events): void {
  for (let ship = 0; ship < s.seats; ship++) {
    const crew = s.crews[ship]!;
    const wages = s.wages[ship]!;
    (["captain", "helmsman"] as const).forEach((role, rank) => {
      const amount = wages[role];
      const die = crew[rank];
      // §8.1 the die in that place earns the wage; §8.2 an empty place gives it back to the ship's owner.
      const to = die ? die.owner : ship;
      s.money[to]! += amount;
      ev.push({ type: "wage", ship, role, seat: to, amount, returned: !die });
    });
  }
  s.wages = s.wages.map(() => ({ captain: 0, helmsman: 0 }));
  s.crews = s.crews.map(() => []);
  if (s.home.some(Boolean)) {
    // §9.2: ten ducats from the bank for every ship that came home this round.
    s.home.forEach((home, seat) => {
      if (!home) return;
      s.money[seat]! += HOME_BONUS;
      ev.push({ type: "bonus", seat, amount: HOME_BONUS });
    });
    s.phase = { kind: "over", reason: "home" };
    ev.push({ type: "over", reason: "home", money: s.money.slice() });
    return;
  }
  if (s.options.roundLimit > 0 && s.round >= s.options.roundLimit) {
    s.phase = { kind: "over", reason: "limit" }; // §9.4
    ev.push({ type: "over", reason: "limit", money: s.money.slice() });
    return;
  }
  // §3.2: the next seat starts the next round.
  s.round++;
  s.start = (s.start + 1) % s.seats;
  s.step = 0;
  s.moved = s.moved.map(() => false);
  s.phase = { kind: "bid", role: "captain" };
  ev.push({ type: "round", round: s.round, start: s.start });
}
