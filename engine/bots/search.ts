import type { Seat } from "../core/game.js";
import { randomInt, type Rng } from "../core/rng.js";
import { activeSeat, moveKey, outcomeRewards } from "./common.js";
import type { GameBot } from "./types.js";

/**
 * Single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012): every iteration samples a fresh
 * determinization of the bot's view, walks the tree choosing only among moves legal in that sample (UCB with
 * availability counts), adds one node, plays a short playout with the game's cheap policy and scores the position
 * for every seat. A node's player is whoever was active when its move was chosen, so a multi-step turn is just a
 * run of nodes of the same seat, and opponents' nodes maximise their own standing — unless the game's bot
 * `modelsField`: then the other seats' moves are played by the playout policy as the tree is walked, and the tree
 * holds the bot's own decisions only (Tonga Bonga: at 60 iterations, searching every seat's bids, dice and squares
 * left each of the bot's own decisions a handful of visits).
 */

interface Node {
  move: { type: string } | null;
  /** Seat that chose `move` (its reward is credited to this seat). */
  player: Seat;
  children: Map<string, Node>;
  visits: number;
  /** Times this node's move was legal when its parent was visited (ISMCTS availability). */
  avail: number;
  reward: number;
}

const newNode = (move: { type: string } | null, player: Seat): Node => ({
  move,
  player,
  children: new Map(),
  visits: 0,
  avail: 0,
  reward: 0,
});

const EXPLORATION = 0.7;

/** The playout policy's move for `seat` (a single legal move at once). */
function policyMove<S>(bot: GameBot<S>, state: S, seat: Seat, legal: { type: string }[], rng: Rng): { type: string } {
  if (legal.length === 1) return legal[0]!;
  return bot.rolloutMove ? bot.rolloutMove(state, seat, legal, rng) : legal[randomInt(rng, legal.length)]!;
}

/** Plays until the game is over or `depth` moves have been played, with the bot's playout policy. */
export function playout<S>(bot: GameBot<S>, state: S, depth: number, rng: Rng): S {
  const game = bot.game;
  for (let i = 0; i < depth; i++) {
    const seat = activeSeat(game, state);
    if (seat < 0) break;
    const played = game.play(state, seat, policyMove(bot, state, seat, game.legalMoves(state, seat), rng));
    if (!played.ok) throw new Error(`${game.id} bot: a legal move was refused in a playout: ${played.error.message}`);
    state = played.value.state;
  }
  return state;
}

/** Each seat's reward for a position reached by search: the outcome once over, the game's evaluation otherwise. */
export function rewards<S>(bot: GameBot<S>, state: S, seats: number): number[] {
  const outcome = bot.game.outcome(state);
  return outcome ? outcomeRewards(outcome, seats, bot.outcomeScale) : bot.evaluate(state);
}

/** Chooses `seat`'s move by ISMCTS over `iterations` determinizations of `view`; legal: the root moves (≥ 2). */
export function searchMove<S, V>(
  bot: GameBot<S, { type: string }, V>,
  view: V,
  seat: Seat,
  legal: { type: string }[],
  iterations: number,
  rng: Rng,
): { type: string } {
  const game = bot.game;
  const root = newNode(null, -1);
  const rootKeys = new Set(legal.map(moveKey));
  let seats = 0;
  for (let it = 0; it < iterations; it++) {
    let state = bot.determinize(view, seat, rng);
    if (seats === 0) seats = game.seats(state);
    let node = root;
    const path: Node[] = [root];
    // selection and expansion
    for (;;) {
      const actor = activeSeat(game, state);
      if (actor < 0) break;
      let moves = game.legalMoves(state, actor);
      if (bot.modelsField && actor !== seat) {
        const reply = policyMove(bot, state, actor, moves, rng);
        const replied = game.play(state, actor, reply);
        if (!replied.ok) throw new Error(`${game.id} bot: a legal move was refused in search: ${replied.error.message}`);
        state = replied.value.state;
        continue;
      }
      if (bot.candidates) moves = bot.candidates(state, actor, moves);
      if (node === root) moves = moves.filter((m) => rootKeys.has(moveKey(m))); // the root's moves come from the view
      if (moves.length === 0) break;
      const { chosen, expanded } = descend(node, moves, actor, rng);
      const played = game.play(state, actor, chosen.move!);
      if (!played.ok) throw new Error(`${game.id} bot: a legal move was refused in search: ${played.error.message}`);
      state = played.value.state;
      node = chosen;
      path.push(node);
      if (expanded) break;
    }
    const end = playout(bot, state, bot.rolloutDepth, rng);
    const value = rewards(bot, end, seats);
    for (const n of path) {
      n.visits++;
      if (n.player >= 0) n.reward += value[n.player]!;
    }
  }
  return mostVisited(root, legal);
}

/**
 * One step down the tree from `node`, among the moves legal in this determinization: a move never tried here is
 * added as a new child (chosen at random among them: the expansion), else the child with the best UCB score, its
 * exploration counted over the times it was available (every legal child's `avail` grows by one).
 */
function descend(node: Node, moves: { type: string }[], actor: Seat, rng: Rng): { chosen: Node; expanded: boolean } {
  let chosen: Node | undefined;
  const untried: { type: string }[] = [];
  let best = -Infinity;
  for (const m of moves) {
    const child = node.children.get(moveKey(m));
    if (!child) {
      untried.push(m);
      continue;
    }
    child.avail++;
    const score = child.reward / child.visits + EXPLORATION * Math.sqrt(Math.log(child.avail) / child.visits);
    if (score > best) {
      best = score;
      chosen = child;
    }
  }
  if (untried.length === 0) return { chosen: chosen!, expanded: false };
  const m = untried[randomInt(rng, untried.length)]!;
  const added = newNode(m, actor);
  added.avail = 1;
  node.children.set(moveKey(m), added);
  return { chosen: added, expanded: true };
}

/** The most visited root move; ties go to the better mean, then to the legal order. */
function mostVisited(root: Node, legal: { type: string }[]): { type: string } {
  let bestMove = legal[0]!;
  let bestVisits = -1;
  let bestMean = -Infinity;
  for (const m of legal) {
    const child = root.children.get(moveKey(m));
    const visits = child ? child.visits : 0;
    const mean = child && child.visits > 0 ? child.reward / child.visits : -Infinity;
    if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
      bestMove = m;
      bestVisits = visits;
      bestMean = mean;
    }
  }
  return bestMove;
}
