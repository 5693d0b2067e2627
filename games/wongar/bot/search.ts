import type { Seat } from "../../../engine/core/game.js";
import { nextUint32, type Rng } from "../../../engine/core/rng.js";
import { wongar, type WongarMove, type WongarState, type WongarView } from "../rules/index.js";
import { TIME_END, TIME_START } from "../rules/points.js";
import { outcomeRewards, standingFromValues } from "../../../engine/bots/common.js";
import { playGreedily } from "../../../engine/bots/greedy.js";
import { rewards } from "../../../engine/bots/search.js";
import type { GameBot } from "../../../engine/bots/types.js";
import { wongarValues } from "./values.js";

/**
 * The strong level: flat Monte Carlo over the seat's legal moves. A Wongar turn is one area card carried out to its
 * end (§3.4), and what it is worth shows only once its ceremony is over: the other participants play their ritual
 * cards against the seat's majorities (§12.3, §13) before it scores (§14). The easy level judges a move at the end of
 * its own steps, so it stops as soon as another participant must answer; here every candidate is played on the same
 * `iterations` determinizations and the whole turn is finished, every decision in it (the seat's later steps, the
 * other participants' ritual cards) made one ply greedily, as the easy bots make them. Once the end is triggered
 * (§15.1), the best few candidates are played on to the end of the game, the others choosing their cards as the easy
 * level does, and judged by the outcome. Before that, a candidate's end of turn is judged with the final card
 * majorities weighed more early in the game (`judge`). Every candidate meets the same worlds and the same tie-breaks
 * (common random numbers), so the comparison is like for like.
 */

type Bot = GameBot<WongarState, WongarMove, WongarView>;

/** Steps of one turn at most (a card, its pieces, a ceremony's ritual cards): a guard, never reached in practice. */
const TURN_STEPS = 60;

/** Candidates played on to the end of the game once it is triggered: the best few (the others' turns are costly). */
const CANDIDATES = 3;

const standing = (bot: Bot, s: WongarState, seat: Seat): number => rewards(bot, s, s.seats)[seat]!;

/**
 * How much the final card majorities (§15.2) count in strong's judgement of a candidate, at the start of the game;
 * it falls to their real worth as the scorpion nears X (§15.1). A taken card is never lost again, unlike a piece on
 * an area or a ritual card, so a lead in cards built early lasts; weighing it more early made strong clearly better
 * (README "Tried and dropped": 1.6 against 1 and 0.4).
 */
const FINAL_WEIGHT_EARLY = 1.6;

/** A candidate's end of turn as strong judges it: the outcome once over, else the evaluation with the final bonuses weighed as above. */
function judge(bot: Bot, s: WongarState, seat: Seat): number {
  const outcome = wongar.outcome(s);
  if (outcome) return outcomeRewards(outcome, s.seats, bot.outcomeScale)[seat]!;
  const progress = Math.min(1, (s.time - TIME_START) / (TIME_END - TIME_START));
  const values = wongarValues(s, FINAL_WEIGHT_EARLY + (1 - FINAL_WEIGHT_EARLY) * progress);
  return standingFromValues(values, bot.outcomeScale)[seat]!;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

function playMove(s: WongarState, seat: Seat, move: WongarMove): WongarState {
  const played = wongar.play(s, seat, move);
  if (!played.ok) throw new Error(`wongar bot: a legal move was refused: ${played.error.message}`);
  return played.value.state;
}

/**
 * Plays the turn under way to its end (§3.4: the next player's turn, or the next round): every decision, by the
 * turn's player or by a participant of its ceremony, is the one-ply greedy choice of whoever makes it. The advanced
 * game's starting placement (§16.3) is no turn: it stops at the next placement (the round only begins after the
 * last one, so without this every candidate played out the whole placement, ≈ 0.3–0.8 s per decision).
 */
function finishTurn(bot: Bot, s: WongarState, rng: Rng): WongarState {
  const { round, taken } = s;
  const going = (x: WongarState) => x.phase.kind !== "over" && x.phase.kind !== "seed" && x.round === round && x.taken === taken;
  return playGreedily(bot, s, rng, going, TURN_STEPS);
}

/** A simulated turn's card, as the easy level takes it: the one whose turn, finished greedily, leaves the taker best placed. */
function takeCard(bot: Bot, s: WongarState, seat: Seat, legal: WongarMove[], rng: Rng): WongarState {
  let best = s;
  let bestValue = -Infinity;
  for (const move of legal) {
    const after = finishTurn(bot, playMove(s, seat, move), rng);
    const value = standing(bot, after, seat);
    if (value > bestValue) {
      bestValue = value;
      best = after;
    }
  }
  return best;
}

/** §15.1 the end is triggered: the round's remaining turns, to the end of the game. */
function playToEnd(bot: Bot, s: WongarState, rng: Rng): WongarState {
  for (let turn = 0; turn < s.seats && s.phase.kind !== "over"; turn++) {
    const ph = s.phase;
    const legal = wongar.legalMoves(s, ph.seat);
    s = ph.kind === "take" && legal.length > 1 ? takeCard(bot, s, ph.seat, legal, rng) : finishTurn(bot, s, rng);
  }
  return s;
}

/** Chooses `seat`'s move: each legal move's turn finished on `iterations` determinizations of the view (see above). */
export function strongWongar(bot: Bot, view: WongarView, seat: Seat, legal: WongarMove[], iterations: number, rng: Rng): WongarMove {
  const worlds = Array.from({ length: iterations }, () => ({
    world: bot.determinize(view, seat, rng),
    seed: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)] as Rng,
  }));
  const turns = legal.map((move) =>
    worlds.map(({ world, seed }) => {
      const sim = seed.slice() as Rng;
      return { state: finishTurn(bot, playMove(world, seat, move), sim), sim };
    }),
  );
  const first = turns.map((ends) => mean(ends.map((end) => judge(bot, end.state, seat))));
  const ranked = legal.map((_, i) => i).sort((a, b) => first[b]! - first[a]! || a - b);
  if (turns.every((ends) => ends.every((end) => !end.state.ending))) return legal[ranked[0]!]!;
  // §15.1 the end is triggered in some world: the best few are judged again at the end of the game
  let best = ranked[0]!;
  let bestValue = -Infinity;
  for (const i of ranked.slice(0, CANDIDATES)) {
    const value = mean(turns[i]!.map((end) => standing(bot, end.state.ending ? playToEnd(bot, end.state, end.sim) : end.state, seat)));
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = i;
    }
  }
  return legal[best]!;
}
