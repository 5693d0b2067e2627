/** Why a move is illegal now, in the rulebook's words: `play` asks before it applies a move. Mirrors legalMoves with reasons. */
import type { RuleError } from "../../../engine/core/result.js";
import { DIRECTIONS, neighbour } from "../../../engine/core/hex.js";
import { countColour, freeSlots, hasBoatOnBoard, hasSailors, isRoyal, islandData, tileAt } from "./board.js";
import { allowedDepartures, canAdd, canCrown, landingBeaches } from "./legal.js";
import type { Move } from "./moves.js";
import { rulesOf, type TongiakiState } from "./state.js";
import type { TongiakiCode } from "./codes.js";

type Refusal = RuleError<TongiakiCode> | null;
type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

const err = (code: TongiakiCode, message: string, rule: string): RuleError<TongiakiCode> => ({ code, message, rule });

/** Why a player without boats on beaches cannot add or crown (§11.1; from version 2 a king blocks the entry too). */
const noBoats = (s: TongiakiState): string =>
  hasBoatOnBoard(s, s.current)
    ? "your only boats on the board are kings: only a new colonization is open to you"
    : "with no boat on the board, enter first (two on Tonga or one elsewhere)";

/** §1.2: the island has that beach. */
const beachOf = (id: string, beach: number): Refusal =>
  beach < islandData(id).beaches.length ? null : err("no_such_beach", `${islandData(id).name} has no beach ${beach}`, "§1.2");

/** Why `move` is illegal now, or null. */
export function check(s: TongiakiState, move: Move): Refusal {
  if ("island" in move && !s.islands[move.island]) return err("no_such_island", `no island "${move.island}" is on the table`, "§1.2");
  switch (move.type) {
    case "setup":
      return checkSetup(s, move);
    case "enter":
      return checkEnter(s, move);
    case "add":
      return checkAdd(s, move);
    case "take":
      return checkTake(s, move);
    case "addBoat":
      return checkAddBoat(s, move);
    case "king":
      return checkKing(s, move);
    case "colonize":
      return null;
    case "depart":
      return checkDepart(s, move);
    case "orient":
      if (s.phase.kind === "place" && !s.phase.at) return err("choose_space_first", "first choose the space for the tile", "§10.2");
      return null;
    case "place":
      return checkPlace(s, move);
    case "land":
      return checkLand(s, move);
    case "settle":
      return checkSettle(s, move);
  }
}

/** §2.2: a starting boat on Tonga, every beach keeping a free slot. */
function checkSetup(s: TongiakiState, move: MoveOf<"setup">): Refusal {
  const tonga = s.islands.tonga!;
  return (
    beachOf("tonga", move.beach) ??
    (freeSlots(tonga, move.beach) > 1 ? null : err("beach_must_keep_free_slot", "every beach of Tonga must keep a free slot", "§2.2"))
  );
}

/** §11.1: only a player with no boat on the board enters, on a free slot (the second boat on Tonga too). */
function checkEnter(s: TongiakiState, move: MoveOf<"enter">): Refusal {
  const ph = s.phase;
  const c = s.current;
  const island = s.islands[move.island]!;
  const e = beachOf(move.island, move.beach);
  if (e) return e;
  if (ph.kind === "turn" && hasBoatOnBoard(s, c)) {
    const why = hasSailors(s, c)
      ? "only a player with no boat on the board enters this way"
      : "a king is a boat on the board: only a new colonization is open to you";
    return err("has_boats", why, "§11.1");
  }
  if (ph.kind === "enter" && move.island !== "tonga") return err("second_on_tonga", "the second boat goes on Tonga too", "§11.1");
  if (isRoyal(island)) return err("royal_island", "no boat may land on a royal island", "§9.4");
  return freeSlots(island, move.beach) > 0 ? null : err("beach_full", "that beach has no free slot", "§11.1");
}

/** §4.1: add on an island where you have a boat, never a royal one, with a boat to add. */
function checkAdd(s: TongiakiState, move: MoveOf<"add">): Refusal {
  const c = s.current;
  const island = s.islands[move.island]!;
  if (!hasSailors(s, c)) return err("no_boats", noBoats(s), "§11.1");
  if (isRoyal(island)) return err("royal_island", "no one adds boats on a royal island", "§4.3");
  if (countColour(island, c) === 0) return err("no_own_boat", "add only on an island where you have a boat", "§4.1");
  return canAdd(s, move.island) ? null : err("no_boat_to_add", "your reserve is empty and you have no boat on another island", "§4.5");
}

/** §4.5: with an empty reserve, the added boat is one of your own taken from a beach. */
function checkTake(s: TongiakiState, move: MoveOf<"take">): Refusal {
  const ph = s.phase;
  if (ph.kind !== "add" || !ph.take) return err("reserve_not_empty", "take a boat only when the reserve is empty", "§4.5");
  // §4.5, Ruling 7: versions 1 and 2 took the boat from another island only (the Italian rulebook)
  if (move.island === ph.island && rulesOf(s) < 3) return err("take_elsewhere", "the boat must come from another island", "§4.5");
  const e = beachOf(move.island, move.beach);
  if (e) return e;
  return s.islands[move.island]!.beaches[move.beach]!.includes(s.current)
    ? null
    : err("no_own_boat", "you have no boat on that beach", "§4.5");
}

/** §4.2: one added boat per beach, on a free slot (after the take, §4.5). */
function checkAddBoat(s: TongiakiState, move: MoveOf<"addBoat">): Refusal {
  const ph = s.phase;
  if (ph.kind !== "add") return null;
  if (ph.take) return err("take_first", "first take one of your boats from an island", "§4.5");
  const e = beachOf(ph.island, move.beach);
  if (e) return e;
  if (ph.used.includes(move.beach)) return err("one_per_beach", "at most one new boat per beach", "§4.2");
  return freeSlots(s.islands[ph.island]!, move.beach) > 0 ? null : err("beach_full", "that beach has no free slot", "§4.2");
}

/** §9.1, §9.3: a royal island is founded on an island of your own boats alone, not Tonga, at most twice. */
function checkKing(s: TongiakiState, move: MoveOf<"king">): Refusal {
  const c = s.current;
  if (!hasSailors(s, c)) return err("no_boats", noBoats(s), "§11.1");
  if (move.island === "tonga") return err("tonga_not_royal", "Tonga cannot become a royal island", "§9.1");
  if (isRoyal(s.islands[move.island]!)) return err("already_royal", "that island is royal already", "§9.1");
  if (s.royal[c]! >= 2) return err("two_royal_islands", "a player founds at most two royal islands", "§9.3");
  return canCrown(s, move.island) ? null : err("not_alone", "only your own boats may be on the island", "§9.1");
}

/** §5.1, §5.2: a full beach departs from one of its docks; §12.2, §12.6 rule out the departures that lead nowhere. */
function checkDepart(s: TongiakiState, move: MoveOf<"depart">): Refusal {
  const ph = s.phase;
  const e = beachOf(move.island, move.beach);
  if (e) return e;
  if (freeSlots(s.islands[move.island]!, move.beach) > 0) return err("beach_not_full", "only a full beach departs", "§5.1");
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

/** §10.2: the drawn tile goes on an empty space next to a placed tile, chosen before it is turned. */
function checkPlace(s: TongiakiState, move: MoveOf<"place">): Refusal {
  if (s.phase.kind === "place" && s.phase.at) return err("space_chosen", "the space is chosen; now turn the tile", "§10.2");
  if (tileAt(s, move)) return err("space_taken", "a tile already lies there", "§10.2");
  const open = DIRECTIONS.some((d) => tileAt(s, neighbour(move, d)) !== undefined);
  return open ? null : err("not_adjacent", "place the tile next to at least one placed tile", "§10.2");
}

/** §7.1, §7.2: an arriving boat lands on a free slot, first one on each beach with one. */
function checkLand(s: TongiakiState, move: MoveOf<"land">): Refusal {
  const ph = s.phase;
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

/** §10.3: the boat put on the island just found goes on a free slot. */
function checkSettle(s: TongiakiState, move: MoveOf<"settle">): Refusal {
  const ph = s.phase;
  if (ph.kind !== "settle") return null;
  const e = beachOf(ph.island, move.beach);
  return e ?? (freeSlots(s.islands[ph.island]!, move.beach) > 0 ? null : err("beach_full", "that beach has no free slot", "§10.3"));
}
