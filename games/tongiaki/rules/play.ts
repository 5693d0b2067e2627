import type { GameEvent, Played } from "../../../engine/core/game.js";
import { fail, ok, type Result, type RuleError } from "../../../engine/core/result.js";
import { playChecked, wrongStep, type Steps } from "../../../engine/core/steps.js";
import { DIRECTIONS, neighbour } from "../../../engine/core/hex.js";
import { countColour, freeSlots, hasBoatOnBoard, hasSailors, isRoyal, islandData, pendingDepartures, tileAt } from "./board.js";
import { continueChain, depart, drawTile, endGame, endTurn, finishLandingIfDone, orientAndSail, putTile, sendHome } from "./expedition.js";
import { additionSize, allowedDepartures, canAdd, canCrown, landingBeaches, legalMoves, progressing } from "./legal.js";
import type { Move } from "./moves.js";
import { cloneState, putBoat, rulesOf, seatOf, setBeach, setIsland, type Phase, type TongiakiState } from "./state.js";
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

const err = (code: TongiakiCode, message: string, rule: string): RuleError<TongiakiCode> => ({ code, message, rule });

/** Why a player without boats on beaches cannot add or crown (§11.1; from version 2 a king blocks the entry too). */
const noBoats = (s: TongiakiState): string =>
  hasBoatOnBoard(s, s.current)
    ? "your only boats on the board are kings: only a new colonization is open to you"
    : "with no boat on the board, enter first (two on Tonga or one elsewhere)";

/** Why `move` is illegal now, or null. Mirrors legalMoves with reasons. */
function check(s: TongiakiState, move: Move): RuleError<TongiakiCode> | null {
  const ph = s.phase;
  const c = s.current;
  const island = "island" in move ? s.islands[move.island] : undefined;
  if ("island" in move && !island) return err("no_such_island", `no island "${move.island}" is on the table`, "§1.2");
  const beachOf = (id: string, beach: number): RuleError<TongiakiCode> | null =>
    beach < islandData(id).beaches.length ? null : err("no_such_beach", `${islandData(id).name} has no beach ${beach}`, "§1.2");
  switch (move.type) {
    case "setup": {
      const tonga = s.islands.tonga!;
      return (
        beachOf("tonga", move.beach) ??
        (freeSlots(tonga, move.beach) > 1 ? null : err("beach_must_keep_free_slot", "every beach of Tonga must keep a free slot", "§2.2"))
      );
    }
    case "enter": {
      const e = beachOf(move.island, move.beach);
      if (e) return e;
      if (ph.kind === "turn" && hasBoatOnBoard(s, c)) {
        const why = hasSailors(s, c)
          ? "only a player with no boat on the board enters this way"
          : "a king is a boat on the board: only a new colonization is open to you";
        return err("has_boats", why, "§11.1");
      }
      if (ph.kind === "enter" && move.island !== "tonga") return err("second_on_tonga", "the second boat goes on Tonga too", "§11.1");
      if (isRoyal(island!)) return err("royal_island", "no boat may land on a royal island", "§9.4");
      return freeSlots(island!, move.beach) > 0 ? null : err("beach_full", "that beach has no free slot", "§11.1");
    }
    case "add":
      if (!hasSailors(s, c)) return err("no_boats", noBoats(s), "§11.1");
      if (isRoyal(island!)) return err("royal_island", "no one adds boats on a royal island", "§4.3");
      if (countColour(island!, c) === 0) return err("no_own_boat", "add only on an island where you have a boat", "§4.1");
      return canAdd(s, move.island) ? null : err("no_boat_to_add", "your reserve is empty and you have no boat on another island", "§4.5");
    case "take": {
      if (ph.kind !== "add" || !ph.take) return err("reserve_not_empty", "take a boat only when the reserve is empty", "§4.5");
      // §4.5, Ruling 7: versions 1 and 2 took the boat from another island only (the Italian rulebook)
      if (move.island === ph.island && rulesOf(s) < 3) return err("take_elsewhere", "the boat must come from another island", "§4.5");
      const e = beachOf(move.island, move.beach);
      if (e) return e;
      return island!.beaches[move.beach]!.includes(c) ? null : err("no_own_boat", "you have no boat on that beach", "§4.5");
    }
    case "addBoat": {
      if (ph.kind !== "add") return null;
      if (ph.take) return err("take_first", "first take one of your boats from an island", "§4.5");
      const e = beachOf(ph.island, move.beach);
      if (e) return e;
      if (ph.used.includes(move.beach)) return err("one_per_beach", "at most one new boat per beach", "§4.2");
      return freeSlots(s.islands[ph.island]!, move.beach) > 0 ? null : err("beach_full", "that beach has no free slot", "§4.2");
    }
    case "king":
      if (!hasSailors(s, c)) return err("no_boats", noBoats(s), "§11.1");
      if (move.island === "tonga") return err("tonga_not_royal", "Tonga cannot become a royal island", "§9.1");
      if (isRoyal(island!)) return err("already_royal", "that island is royal already", "§9.1");
      if (s.royal[c]! >= 2) return err("two_royal_islands", "a player founds at most two royal islands", "§9.3");
      return canCrown(s, move.island) ? null : err("not_alone", "only your own boats may be on the island", "§9.1");
    case "colonize":
      return null;
    case "depart": {
      const e = beachOf(move.island, move.beach);
      if (e) return e;
      if (freeSlots(island!, move.beach) > 0) return err("beach_not_full", "only a full beach departs", "§5.1");
      if (!islandData(move.island).beaches[move.beach]!.docks.includes(move.dock)) {
        return err("no_such_dock", "that beach has no dock on that edge", "§5.2");
      }
      const allowed = allowedDepartures(s).some((d) => d.island === move.island && d.beach === move.beach && d.dock === move.dock);
      if (allowed) return null;
      if (ph.kind === "depart" && ph.repeat) {
        return err(
          "repeated_position",
          "the boats stand as they stood at an earlier departure this turn: choose a departure that draws a tile or fails its danger check",
          "§12.6",
        );
      }
      return err("looping_departure", "this route leads straight back to the island; choose another departure", "§12.2");
    }
    case "orient":
      if (ph.kind === "place" && !ph.at) return err("choose_space_first", "first choose the space for the tile", "§10.2");
      return null;
    case "place": {
      if (ph.kind === "place" && ph.at) return err("space_chosen", "the space is chosen; now turn the tile", "§10.2");
      if (tileAt(s, move)) return err("space_taken", "a tile already lies there", "§10.2");
      const open = DIRECTIONS.some((d) => tileAt(s, neighbour(move, d)) !== undefined);
      return open ? null : err("not_adjacent", "place the tile next to at least one placed tile", "§10.2");
    }
    case "land": {
      if (ph.kind !== "land") return null;
      const e = beachOf(ph.island, move.beach);
      if (e) return e;
      if ((ph.group[move.colour] ?? 0) === 0) return err("colour_not_in_group", "no boat of that colour is in the arriving group", "§7.1");
      const isl = s.islands[ph.island]!;
      if (freeSlots(isl, move.beach) === 0) return err("beach_full", "that beach has no free slot", "§7.2");
      return landingBeaches(s).includes(move.beach)
        ? null
        : err("one_per_beach_first", "first one boat on each beach with a free slot", "§7.1");
    }
    case "settle": {
      if (ph.kind !== "settle") return null;
      const e = beachOf(ph.island, move.beach);
      return e ?? (freeSlots(s.islands[ph.island]!, move.beach) > 0 ? null : err("beach_full", "that beach has no free slot", "§10.3"));
    }
  }
}

/** Carries out a checked move on a state the caller owns. */
function apply(s: TongiakiState, move: Move, ev: Events): void {
  const c = s.current;
  const ph = s.phase;
  switch (move.type) {
    case "setup": {
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
      return;
    }
    case "enter": {
      putBoat(s, move.island, move.beach, c);
      s.reserve[c]!--;
      ev.push({ type: "enter", colour: c, island: move.island, beach: move.beach });
      if (move.island === "tonga" && ph.kind === "turn") s.phase = { kind: "enter", second: true };
      else continueChain(s, ev); // §11.2
      return;
    }
    case "add": {
      const size = additionSize(s, move.island);
      ev.push({ type: "add", colour: c, island: move.island, count: size });
      s.phase = { kind: "add", island: move.island, left: size, used: [], take: s.reserve[c] === 0 };
      placeAllIfForced(s, ev);
      return;
    }
    case "take": {
      const beach = s.islands[move.island]!.beaches[move.beach]!.slice();
      beach.splice(beach.indexOf(c), 1);
      setBeach(s, move.island, move.beach, beach);
      s.reserve[c]!++;
      ev.push({ type: "take", colour: c, island: move.island, beach: move.beach });
      if (ph.kind === "add") s.phase = { ...ph, take: false };
      return;
    }
    case "addBoat": {
      if (ph.kind !== "add") return;
      putBoat(s, ph.island, move.beach, c);
      s.reserve[c]!--;
      ev.push({ type: "addBoat", colour: c, island: ph.island, beach: move.beach });
      const left = ph.left - 1;
      if (left > 0) s.phase = { ...ph, left, used: [...ph.used, move.beach] };
      else continueChain(s, ev);
      return;
    }
    case "king": {
      // §9.2: one boat becomes the king, the others go home; that is the whole turn.
      const isl = s.islands[move.island]!;
      const boats = countColour(isl, c);
      setIsland(s, move.island, { beaches: isl.beaches.map(() => []), king: c });
      s.reserve[c]! += boats - 1;
      s.royal[c]!++;
      ev.push({ type: "king", colour: c, island: move.island, returned: boats - 1 });
      endTurn(s, ev);
      return;
    }
    case "colonize": {
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
      return;
    }
    case "depart":
      // §12.7: at a repeat with no departure that draws or fails, the chosen group goes home instead of sailing
      if (ph.kind === "depart" && ph.repeat && progressing(pendingDepartures(s)).length === 0) sendHome(s, move.island, move.beach, ev);
      else depart(s, move.island, move.beach, move.dock, ev);
      return;
    case "place":
      if (ph.kind === "place") s.phase = { ...ph, at: { q: move.q, r: move.r } };
      return;
    case "orient":
      if (ph.kind === "place") placeFreely(s, move.rotation, ev);
      else orientAndSail(s, move.rotation, ev);
      return;
    case "land": {
      if (ph.kind !== "land") return;
      putBoat(s, ph.island, move.beach, move.colour);
      const group = ph.group.slice();
      group[move.colour]!--;
      ev.push({ type: "land", island: ph.island, beach: move.beach, colour: move.colour });
      s.phase = { ...ph, group, landed: ph.landed.includes(move.beach) ? ph.landed : [...ph.landed, move.beach] };
      finishLandingIfDone(s, ev);
      return;
    }
    case "settle": {
      if (ph.kind !== "settle") return;
      putBoat(s, ph.island, move.beach, c);
      s.reserve[c]!--;
      ev.push({ type: "settle", colour: c, island: ph.island, beach: move.beach });
      if (ph.last)
        endGame(s, ev); // §13.2
      else if (ph.purpose === "colonize")
        endTurn(s, ev); // §10.3
      else continueChain(s, ev); // §12.4
      return;
    }
  }
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
