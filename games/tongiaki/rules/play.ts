import type { GameEvent, Played } from "../../../engine/core/game.js";
import { fail, ok, type Result, type RuleError } from "../../../engine/core/result.js";
import { playChecked, wrongStep, type Steps } from "../../../engine/core/steps.js";
import { countColour, freeSlots, pendingDepartures } from "./board.js";
import { continueChain, depart, drawTile, endGame, endTurn, finishLandingIfDone, orientAndSail, putTile, sendHome } from "./expedition.js";
import { check } from "./check.js";
import { additionSize, legalMoves, progressing } from "./legal.js";
import type { Move } from "./moves.js";
import { cloneState, putBoat, seatOf, setBeach, setIsland, type Phase, type TongiakiState } from "./state.js";
import type { TongiakiCode } from "./codes.js";

type Events = GameEvent[];

/** What each step of a turn takes, and what it expects in words to explain a move made at the wrong moment. */
const STEPS: Steps<Phase["kind"], Move["type"]> = {
  setup: { expects: "place a starting boat on Tonga (setup)", takes: ["setup"] },
  turn: {
    expects: "add boats, found a royal island or colonize (add, king, colonize; enter when no boat is on the board)",
    takes: ["add", "king", "colonize", "enter"],
  },
  enter: { expects: "place the second boat on Tonga (enter)", takes: ["enter"] },
  add: { expects: "place the added boats (addBoat, or take when the reserve is empty)", takes: ["take", "addBoat"] },
  depart: { expects: "choose the next departure (depart)", takes: ["depart"] },
  orient: { expects: "turn the tile just drawn (orient)", takes: ["orient"] },
  place: { expects: "place the tile just drawn: its space (place), then its orientation (orient)", takes: ["place", "orient"] },
  land: { expects: "land the arriving boats (land)", takes: ["land"] },
  settle: { expects: "put a boat on the island just found (settle)", takes: ["settle"] },
  over: { expects: "nothing: the game is over", takes: [] },
};

/** Applies one decision; forced follow-up steps (a single legal choice) are played at once. */
export function play(state: TongiakiState, seat: number, move: Move): Result<Played<TongiakiState>, RuleError<TongiakiCode>> {
  if (state.phase.kind === "over") return fail("game_over", "the game is over", "§13");
  if (seat !== seatOf(state, state.current)) {
    return fail("not_your_turn", `it is seat ${seatOf(state, state.current)}'s turn, not seat ${seat}'s`, "§3.3");
  }
  const refused = wrongStep(STEPS, state.phase.kind, move.type, "§3") ?? check(state, move);
  if (refused) return { ok: false, error: refused };
  return ok(playChecked(cloneState(state), move, apply, playForced));
}

/**
 * At most this many forced steps in one move. Every turn ends (§12.6, §12.7, §12.8 bound it far below this); the cap keeps a
 * position the bound did not foresee from holding the host's CPU: the player is then asked for the single choice.
 */
const MAX_FORCED = 10_000;

/** Steps with a single legal choice need no decision: play them (a full beach with one dock, one slot left...). */
function playForced(s: TongiakiState, events: Events): void {
  for (let step = 0; step < MAX_FORCED; step++) {
    const kind = s.phase.kind;
    // these steps always offer several choices (a new turn, six orientations, at least six open spaces)
    if (kind === "over" || kind === "turn" || kind === "setup" || kind === "orient" || kind === "place") return;
    const moves = legalMoves(s, seatOf(s, s.current));
    if (moves.length !== 1) return;
    events.push({ type: "forced", move: moves[0] });
    apply(s, moves[0]!, events);
  }
}

type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

/** Carries out a checked move on a state the caller owns. */
function apply(s: TongiakiState, move: Move, ev: Events): void {
  switch (move.type) {
    case "setup":
      applySetup(s, move, ev);
      return;
    case "enter":
      applyEnter(s, move, ev);
      return;
    case "add":
      applyAdd(s, move, ev);
      return;
    case "take":
      applyTake(s, move, ev);
      return;
    case "addBoat":
      applyAddBoat(s, move, ev);
      return;
    case "king":
      applyKing(s, move, ev);
      return;
    case "colonize":
      applyColonize(s, ev);
      return;
    case "depart":
      // §12.7: at a repeat with no departure that draws or fails, the chosen group goes home instead of sailing
      if (s.phase.kind === "depart" && s.phase.repeat && progressing(pendingDepartures(s)).length === 0) {
        sendHome(s, move.island, move.beach, ev);
      } else depart(s, move.island, move.beach, move.dock, ev);
      return;
    case "place":
      if (s.phase.kind === "place") s.phase = { ...s.phase, at: { q: move.q, r: move.r } };
      return;
    case "orient":
      if (s.phase.kind === "place") placeFreely(s, move.rotation, ev);
      else orientAndSail(s, move.rotation, ev);
      return;
    case "land":
      applyLand(s, move, ev);
      return;
    case "settle":
      applySettle(s, move, ev);
      return;
  }
}

/** §2.2: a starting boat on Tonga; once every player has two there, the first turn begins. */
function applySetup(s: TongiakiState, move: MoveOf<"setup">, ev: Events): void {
  const c = s.current;
  putBoat(s, "tonga", move.beach, c);
  s.reserve[c]!--;
  ev.push({ type: "setup", colour: c, beach: move.beach });
  s.current = (c + 1) % s.colours;
  const placed = s.islands.tonga!.beaches.reduce((n, b) => n + b.length, 0);
  if (placed === 2 * s.colours) {
    // §2.3: seat 0 takes the first turn.
    s.current = 0;
    s.turn = 1;
    s.phase = { kind: "turn" };
    ev.push({ type: "turn", colour: 0, seat: 0, turn: 1 });
  }
}

/** §11.1: a player with no boat on the board puts one on an island (the first of two on Tonga). */
function applyEnter(s: TongiakiState, move: MoveOf<"enter">, ev: Events): void {
  const c = s.current;
  putBoat(s, move.island, move.beach, c);
  s.reserve[c]!--;
  ev.push({ type: "enter", colour: c, island: move.island, beach: move.beach });
  if (move.island === "tonga" && s.phase.kind === "turn") s.phase = { kind: "enter", second: true };
  else continueChain(s, ev); // §11.2
}

/** §4.1: the island is chosen; its added boats are placed one by one (at once when there is no choice). */
function applyAdd(s: TongiakiState, move: MoveOf<"add">, ev: Events): void {
  const c = s.current;
  const size = additionSize(s, move.island);
  ev.push({ type: "add", colour: c, island: move.island, count: size });
  s.phase = { kind: "add", island: move.island, left: size, used: [], take: s.reserve[c] === 0 };
  placeAllIfForced(s, ev);
}

/** §4.5: with an empty reserve, one own boat goes back to the reserve to be added. */
function applyTake(s: TongiakiState, move: MoveOf<"take">, ev: Events): void {
  const c = s.current;
  const beach = s.islands[move.island]!.beaches[move.beach]!.slice();
  beach.splice(beach.indexOf(c), 1);
  setBeach(s, move.island, move.beach, beach);
  s.reserve[c]!++;
  ev.push({ type: "take", colour: c, island: move.island, beach: move.beach });
  if (s.phase.kind === "add") s.phase = { ...s.phase, take: false };
}

/** §4.2: one added boat on a beach; after the last, full beaches depart. */
function applyAddBoat(s: TongiakiState, move: MoveOf<"addBoat">, ev: Events): void {
  const c = s.current;
  const ph = s.phase;
  if (ph.kind !== "add") return;
  putBoat(s, ph.island, move.beach, c);
  s.reserve[c]!--;
  ev.push({ type: "addBoat", colour: c, island: ph.island, beach: move.beach });
  const left = ph.left - 1;
  if (left > 0) s.phase = { ...ph, left, used: [...ph.used, move.beach] };
  else continueChain(s, ev);
}

function applyKing(s: TongiakiState, move: MoveOf<"king">, ev: Events): void {
  const c = s.current;
  // §9.2: one boat becomes the king, the others go home; that is the whole turn.
  const isl = s.islands[move.island]!;
  const boats = countColour(isl, c);
  setIsland(s, move.island, { beaches: isl.beaches.map(() => []), king: c });
  s.reserve[c]! += boats - 1;
  s.royal[c]!++;
  ev.push({ type: "king", colour: c, island: move.island, returned: boats - 1 });
  endTurn(s, ev);
}

function applyColonize(s: TongiakiState, ev: Events): void {
  const c = s.current;
  // §10.1: every own boat leaves the board; kings stay.
  let removed = 0;
  for (const id in s.islands) {
    const isl = s.islands[id]!;
    const own = countColour(isl, c);
    if (own === 0) continue;
    removed += own;
    setIsland(s, id, { beaches: isl.beaches.map((b) => b.filter((x) => x !== c)) });
  }
  s.reserve[c]! += removed;
  ev.push({ type: "colonize", colour: c, removed });
  const drawn = drawTile(s, ev);
  s.phase = { kind: "place", tile: drawn.tile, purpose: "colonize", last: drawn.last, at: null };
}

/** §7.1: one boat of the arriving group lands; the landing ends once the group is placed or sent home. */
function applyLand(s: TongiakiState, move: MoveOf<"land">, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "land") return;
  putBoat(s, ph.island, move.beach, move.colour);
  const group = ph.group.slice();
  group[move.colour]!--;
  ev.push({ type: "land", island: ph.island, beach: move.beach, colour: move.colour });
  s.phase = { ...ph, group, landed: ph.landed.includes(move.beach) ? ph.landed : [...ph.landed, move.beach] };
  finishLandingIfDone(s, ev);
}

/** §10.3, §12.4: a boat on the island just found, then the game, the turn or the chain goes on as the search began. */
function applySettle(s: TongiakiState, move: MoveOf<"settle">, ev: Events): void {
  const c = s.current;
  const ph = s.phase;
  if (ph.kind !== "settle") return;
  putBoat(s, ph.island, move.beach, c);
  s.reserve[c]!--;
  ev.push({ type: "settle", colour: c, island: ph.island, beach: move.beach });
  if (ph.last)
    endGame(s, ev); // §13.2
  else if (ph.purpose === "colonize")
    endTurn(s, ev); // §10.3
  else continueChain(s, ev); // §12.4
}

/** §10.2, §12.4: the drawn tile goes on the chosen space, turned as chosen; an island ends the search. */
function placeFreely(s: TongiakiState, rotation: number, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "place" || !ph.at) return;
  putTile(s, ph.tile, ph.at, rotation, ev);
  if (s.islands[ph.tile]) {
    s.phase = { kind: "settle", island: ph.tile, purpose: ph.purpose, last: ph.last };
  } else if (ph.last) {
    endGame(s, ev); // §16.8: the last sea tile ends the game even during a colonization.
  } else {
    const drawn = drawTile(s, ev);
    s.phase = { kind: "place", tile: drawn.tile, purpose: ph.purpose, last: drawn.last, at: null };
  }
}

/** §4.2: when the addition fills every beach it may, there is nothing to choose. */
function placeAllIfForced(s: TongiakiState, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "add" || ph.take) return;
  const isl = s.islands[ph.island]!;
  const open = isl.beaches.map((_, b) => b).filter((b) => freeSlots(isl, b) > 0);
  if (open.length !== ph.left) return;
  for (const beach of open) apply(s, { type: "addBoat", beach }, ev);
}
