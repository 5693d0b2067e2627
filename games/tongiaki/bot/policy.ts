import { randomInt, type Rng } from "../../../engine/core/rng.js";
import { countColour, islandData, isRoyal } from "../rules/board.js";
import type { TongiakiMove } from "../rules/index.js";
import { PILE_ISLANDS, PILE_SEAS, type IslandState, type TongiakiState } from "../rules/state.js";

/** What the turn rules read, the same in a view and in a full state. */
interface Table {
  islands: Record<string, IslandState>;
  royal: number[];
  current: number;
  seats: number;
  turn: number;
}

/** The pile and what is left of it: a view's counts, or a state's. */
export interface PileLeft {
  islands: number;
  seas: number;
}

/** Colonize (§10) while at most this many points ride on boats that would leave the board. */
const COLONIZE_AT_MOST = 3;
/** With no boat on the board, enter (§11.1) an empty island worth at least this, to crown it next turn. */
const ENTER_EMPTY_FROM = 4;

/** Turns a table may take per tile drawn, on average, before the bots call the game stalled (about 3 in bot games). */
const TURNS_PER_TILE = 6;

/**
 * Whether the game has stopped drawing tiles. It ends only with the pile's last sea or island tile (§13.1), and
 * additions whose expeditions only sail placed tiles and bounce home (§9.5, §12.6) can go on for ever: seen in bot
 * games (2 players, both royal islands each, 20,000 moves without a draw). Once the turns outrun the tiles drawn,
 * the turn rules colonize (§10), which always draws, so every bot game reaches its end.
 */
export function stalled(s: Table, left: PileLeft): boolean {
  const drawn = PILE_ISLANDS + PILE_SEAS - left.islands - left.seas;
  return s.turn > TURNS_PER_TILE * (drawn + s.seats);
}

/** Points `colour` holds with boats on beaches: not Tonga (it scores nothing, §14.1), not kings (they stay, §10.1). */
export function loosePoints(s: Table, colour: number): number {
  let p = 0;
  for (const id in s.islands) {
    const isl = s.islands[id]!;
    if (id !== "tonga" && !isRoyal(isl) && countColour(isl, colour) > 0) p += islandData(id).points;
  }
  return p;
}

/** Among the moves of `legal` that pass `ok`, the one on the island worth most. */
function bestIsland(legal: TongiakiMove[], ok: (m: TongiakiMove & { island: string }) => boolean): TongiakiMove | null {
  let best: TongiakiMove | null = null;
  let points = 0;
  for (const m of legal) {
    if (!("island" in m) || !ok(m)) continue;
    const p = islandData(m.island).points;
    if (p > points) {
      best = m;
      points = p;
    }
  }
  return best;
}

/**
 * The turn decisions a one-ply score cannot judge (their worth shows only at the end of the game), as rules; `legal`
 * are the moves of a turn's start. Null when no rule applies: the caller chooses among the additions and entries.
 * - Found a royal island on the best island held alone (§9): its points are safe to the end, as no one can land
 *   there (§9.4), and the other boats come home.
 * - With no boat on the board, enter one boat on an empty island worth 4 or 5 (§11.1): crowned next turn.
 * - With a royal island still to found and at most 3 points on boats that would leave, colonize (§10): the island
 *   found is ours alone, to be crowned next turn.
 * - With both royal islands founded and boats only on Tonga (no points, §14.1), colonize for a scoring island.
 * - When the game has stalled (no tile drawn for many turns, `stalled`), colonize: it draws (§10.2), so the game ends.
 */
export function turnRule(s: Table, legal: TongiakiMove[], left: PileLeft): TongiakiMove | null {
  const c = s.current;
  const colonize = legal.find((m) => m.type === "colonize") ?? null;
  const king = bestIsland(legal, (m) => m.type === "king");
  if (king) return king;
  if (colonize && stalled(s, left)) return colonize;
  if (left.islands === 0) return null;
  if (s.royal[c]! >= 2) return loosePoints(s, c) === 0 && !legal.some((m) => m.type === "enter") ? colonize : null;
  const empty = bestIsland(
    legal,
    (m) =>
      m.type === "enter" &&
      m.island !== "tonga" &&
      islandData(m.island).points >= ENTER_EMPTY_FROM &&
      s.islands[m.island]!.beaches.every((b) => b.length === 0),
  );
  if (empty) return empty;
  return loosePoints(s, c) <= COLONIZE_AT_MOST ? colonize : null;
}

/**
 * The search's model of every player (strong's playouts): the turn rules, else a random addition or entry; arriving
 * boats land own colour first (§7.2: the active player chooses who lands); every other step at random.
 */
export function playoutMove(s: TongiakiState, _seat: number, legal: TongiakiMove[], rng: Rng): TongiakiMove {
  const ph = s.phase;
  if (ph.kind === "turn") {
    const ruled = turnRule(s, legal, { islands: PILE_ISLANDS - s.drawn.islands, seas: PILE_SEAS - s.drawn.seas });
    if (ruled) return ruled;
    const rest = legal.filter((m) => m.type !== "colonize" && m.type !== "king");
    if (rest.length > 0) return rest[randomInt(rng, rest.length)]!;
  } else if (ph.kind === "land") {
    const own = legal.filter((m) => m.type === "land" && m.colour === s.current);
    if (own.length > 0) return own[randomInt(rng, own.length)]!;
  }
  return legal[randomInt(rng, legal.length)]!;
}
