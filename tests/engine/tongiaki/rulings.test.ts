import { describe, expect, it } from "vitest";
import { arrangement } from "../../../games/tongiaki/rules/state.js";
import { tongiaki, type TongiakiMove, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { BLUE, GREEN, RED, YELLOW, census, drawnAt, refusal, run, table } from "./table.js";
import { twoIslands } from "./two-islands.js";

const TONGA = { q: 0, r: 0 };
const legal = (s: TongiakiState) => tongiaki.legalMoves(s, s.current % s.seats);
const depart = (island: string, beach: number, dock: number): TongiakiMove => ({ type: "depart", island, beach, dock });

/** Lands the arriving group boat by boat (where it goes does not matter here: one beach is open). */
function landAll(s: TongiakiState): TongiakiState {
  while (s.phase.kind === "land") s = run(s, legal(s)[0]!).state;
  return s;
}

/** Blue adds the third boat on Tonga's top beach, which sails to Tubuai and back: the boats stand as they did. */
function roundTrip(s: TongiakiState): { first: TongiakiState; back: TongiakiState } {
  const first = run(s, { type: "add", island: "tonga" }).state;
  const there = landAll(run(first, depart("tonga", 3, 3)).state);
  const back = landAll(run(there, depart("tubuai", 0, 1)).state);
  return { first, back };
}

// French rulebook: "On poursuit ainsi la réaction en chaîne jusqu'à ce qu'aucune plage ne soit complétée."
describe("§12.6, §12.7 every turn ends (Ruling 14)", () => {
  it("the boats standing as at an earlier departure of the turn: only departures that draw a tile may sail", () => {
    const { first, back } = roundTrip(twoIslands(false));
    expect(first.phase).toEqual({ kind: "depart" });
    expect(arrangement(back)).toBe(arrangement(first));
    expect(back.phase).toEqual({ kind: "depart", repeat: true });
    expect(back.seen).toHaveLength(2);
    expect(legal(back)).toEqual([depart("tonga", 0, 0), depart("tonga", 1, 1), depart("tonga", 5, 5), depart("tubuai", 1, 4)]);
    expect(refusal(back, depart("tonga", 3, 3))).toEqual({ code: "repeated_position", rule: "§12.6" });
    const { state, events } = run(back, depart("tonga", 0, 0));
    const draws = events.filter((e) => e.type === "draw");
    expect(draws.length).toBeGreaterThan(0);
    expect(state.pile).toHaveLength(back.pile.length - draws.length);
  });

  it("a departure that fails its danger check also takes the turn on (the only one here: played at once)", () => {
    // the closed position with sea-07 (every path marked 4) instead of a royal island off Tonga's lower left
    const closed = twoIslands(true);
    const s = { ...closed, board: closed.board.map((p) => (p.tile === "hawaii" ? { ...p, tile: "sea-07" } : p)) };
    delete s.islands.hawaii;
    const first = run(s, { type: "add", island: "tonga" }).state;
    const there = landAll(run(first, depart("tonga", 3, 3)).state);
    let back = run(there, depart("tubuai", 0, 1)).state;
    const events = [];
    while (back.phase.kind === "land") {
      const r = run(back, legal(back)[0]!);
      back = r.state;
      events.push(...r.events);
    }
    expect(events).toContainEqual({ type: "forced", move: depart("tonga", 1, 1) });
    expect(events).toContainEqual(expect.objectContaining({ type: "wrecked", danger: 4, colours: 2 }));
    expect(back.islands.tonga!.beaches[1]).toEqual([]);
  });

  it("with no departure that draws or fails, the chosen group goes home instead of sailing, and the chain goes on", () => {
    const { back } = roundTrip(twoIslands(true));
    expect(back.phase).toEqual({ kind: "depart", repeat: true });
    expect(legal(back)).toHaveLength(8); // every full beach by every dock: the player chooses which group goes home
    const { state, events } = run(back, depart("tonga", 3, 3));
    expect(events[0]).toEqual({ type: "sentHome", island: "tonga", beach: 3, group: [2, 1, 0, 0] });
    expect(state.islands.tonga!.beaches[3]).toEqual([]);
    expect(state.phase).toEqual({ kind: "depart" });
    expect(census(state)).toEqual([15, 15, 15, 15]);
  });

  it("whatever the player chooses, the turn ends; under rules version 1 the same round trip can go on for ever", () => {
    // the player who always sails the group that just landed: version 2 ends the turn, version 1 repeats itself
    const always = (s: TongiakiState): number => {
      let moves = 0;
      let last = "tonga";
      while (s.phase.kind !== "turn" && s.phase.kind !== "over" && moves < 500) {
        const options = legal(s);
        const m =
          options.find((o) => o.type === "depart" && o.island !== last && (o.island === "tubuai" ? o.dock === 1 : o.beach === 3)) ??
          options[0]!;
        if (m.type === "depart") last = m.island;
        s = run(s, m).state;
        moves++;
      }
      return moves;
    };
    const v2 = run(twoIslands(true), { type: "add", island: "tonga" }).state;
    expect(always(v2)).toBeLessThan(500);
    const v1 = run({ ...twoIslands(true), rules: 1 } as TongiakiState, { type: "add", island: "tonga" }).state;
    delete v1.seen;
    expect(always(v1)).toBe(500);
  });

  it("the arrangements met are forgotten when the turn ends", () => {
    const s = table({ boats: { tonga: [[BLUE, RED], [], [], [], [], []] }, pile: ["samoa"], seen: ["x"] });
    const after = run(s, { type: "add", island: "tonga" }, { type: "addBoat", beach: 1 }).state;
    expect(after.current).toBe(RED);
    expect(after.seen).toEqual([]);
  });
});

// French rulebook: a group that tries to land on a royal island "retourne à son île d'origine"
describe("§9.5 bouncing off a royal island is an ordinary departure (Ruling 8)", () => {
  const s = (rules: number) =>
    table({
      rules,
      tiles: [drawnAt("samoa", TONGA, 3)],
      kings: { samoa: RED },
      royal: [0, 1, 0, 0],
      boats: { tonga: [[BLUE, RED, GREEN], [], [], [BLUE, GREEN, BLUE], [], []] },
      phase: { kind: "depart" },
    });

  it("offered beside a departure that draws", () => {
    expect(legal(s(2))).toEqual([depart("tonga", 0, 0), depart("tonga", 3, 3)]);
    const { state, events } = run(s(2), depart("tonga", 3, 3));
    expect(events).toContainEqual({ type: "turnedBack", royal: "samoa", to: "tonga" });
    expect(state.phase).toMatchObject({ kind: "land", island: "tonga", group: [2, 0, 1, 0] });
  });

  it("rules version 1 refused it as a route straight back", () => {
    expect(refusal(s(1), depart("tonga", 3, 3))).toEqual({ code: "looping_departure", rule: "§12.2" });
  });
});

// French rulebook, variant: "Ce placement « forcé » n'est toutefois valable que pour la première tuile piochée."
describe("§15.2 the forced tile is the first tile drawn (Ruling 13)", () => {
  // blue, red, green sail down from Tonga over sea-13, already placed, whose blank path leads on to an empty space
  const s = (rules: number) =>
    table({
      rules,
      freeTiles: true,
      tiles: [drawnAt("sea-13", TONGA, 0)],
      boats: { tonga: [[BLUE, RED, GREEN], [], [], [], [], []] },
      phase: { kind: "depart" },
      pile: ["hawaii"],
    });

  it("crossing a placed tile first does not use it up: the first tile drawn is placed at the exit edge", () => {
    const { state, events } = run(s(2), depart("tonga", 0, 0));
    expect(events).toContainEqual(expect.objectContaining({ type: "cross" }));
    const placed = events.find((e) => e.type === "place")!;
    expect(placed).toMatchObject({ tile: "hawaii" });
    expect(state.phase).toMatchObject({ kind: "land", island: "hawaii" });
  });

  it("rules version 1 let the player turn it", () => {
    const { state } = run(s(1), depart("tonga", 0, 0));
    expect(state.phase).toMatchObject({ kind: "orient", tile: "hawaii" });
  });
});

// French rulebook: "Le joueur actif termine son tour, et la partie est finie" — Ruling 12 (§13.1, §13.2) reads it as: the drawn
// tile's immediate consequence resolves, nothing after it.
describe("§13 the last island or sea tile (Ruling 12)", () => {
  const over = (s: TongiakiState) => {
    expect(s.phase.kind).toBe("over");
    expect(tongiaki.activeSeats(s)).toEqual([]);
    expect(census(s)).toEqual(new Array(s.colours).fill(15));
  };
  // Rarotonga above Tonga: its full 4-slot beach sails up into the empty space beyond
  const voyage = (pile: string, drawn: { islands: number; seas: number }) =>
    table({
      tiles: [drawnAt("rarotonga", TONGA, 3)],
      boats: { tonga: [[BLUE, RED, GREEN], [], [], [], [], []], rarotonga: [[], [BLUE, RED, GREEN, YELLOW]] },
      phase: { kind: "depart" },
      pile: [pile],
      drawn,
    });

  it("during a voyage, last island: the group lands on it, even filling a beach, and nothing sails after", () => {
    let s = run(voyage("hiva-oa", { islands: 14, seas: 3 }), depart("rarotonga", 1, 3)).state;
    expect(s.phase).toMatchObject({ kind: "land", island: "hiva-oa", last: true });
    s = landAll(s);
    over(s);
    expect(s.islands["hiva-oa"]!.beaches.map((b) => b.length)).toEqual([2, 1, 1]); // a full beach of 2, never sailing
    expect(s.islands.tonga!.beaches[0]).toHaveLength(3); // nor does Tonga's full beach
  });

  it("during a voyage, last sea tile: the group on it is lost (back to the reserves) and the game ends", () => {
    const { state, events } = run(voyage("sea-02", { islands: 3, seas: 15 }), depart("rarotonga", 1, 3));
    expect(events).toContainEqual(expect.objectContaining({ type: "lost", group: [1, 1, 1, 1] }));
    expect(events.at(-1)).toEqual({ type: "end", reason: "last sea tile" });
    over(state);
    expect(state.islands.rarotonga!.beaches[1]).toEqual([]);
  });

  const chain = (pile: string, drawn: { islands: number; seas: number }) => {
    // the two-island position: Tonga's top beach sails to Tubuai, whose beach fills and sails on by its open dock
    const first = run({ ...twoIslands(false), pile: [pile], drawn }, { type: "add", island: "tonga" }).state;
    return run(landAll(run(first, depart("tonga", 3, 3)).state), depart("tubuai", 0, 2));
  };

  it("during a chain, last island: the group lands; the other full beaches never sail", () => {
    const { state } = chain("hawaii", { islands: 14, seas: 2 });
    expect(state.phase).toMatchObject({ kind: "land", island: "hawaii", last: true });
    const end = landAll(state);
    over(end);
    expect(end.islands.tonga!.beaches.filter((b) => b.length === 3)).toHaveLength(5);
  });

  it("during a chain, last sea tile: the group is lost and the game ends there", () => {
    const { state, events } = chain("sea-02", { islands: 2, seas: 15 });
    expect(events).toContainEqual(expect.objectContaining({ type: "lost" }));
    over(state);
  });

  const colonizing = (pile: string, drawn: { islands: number; seas: number }) =>
    run(
      table({ boats: { tonga: [[BLUE, RED], [BLUE], [], [], [], []] }, pile: [pile], drawn }),
      { type: "colonize" },
      { type: "place", q: 0, r: 1 },
      { type: "orient", rotation: 0 },
    );

  it("during a new colonization, last island: the colonizer settles on it, then the game ends", () => {
    const { state } = colonizing("tahiti", { islands: 14, seas: 3 });
    expect(state.phase).toMatchObject({ kind: "settle", island: "tahiti", last: true });
    const end = run(state, { type: "settle", beach: 2 }).state;
    over(end);
    expect(end.islands.tahiti!.beaches[2]).toEqual([BLUE]);
  });

  it("during a new colonization, last sea tile: the game ends at once, the colonizer without a boat on the board", () => {
    const { state, events } = colonizing("sea-02", { islands: 3, seas: 15 });
    expect(events.at(-1)).toEqual({ type: "end", reason: "last sea tile" });
    over(state);
    expect(state.reserve[BLUE]).toBe(15);
  });
});

// Ruling 10 also decides §12.4: after an endless island leaves the game, a player with a king still has a boat
describe("§12.4 with a king on the board there is no recovery (Ruling 10)", () => {
  // Tubuai far out, each pair of its docks joined back into it by two blank sea paths: every route leads back
  const far = { q: 6, r: 0 };
  const s = (rules: number) =>
    table({
      rules,
      tiles: [
        { tile: "tubuai", ...far, rotation: 0 },
        { tile: "sea-13", q: 5, r: 1, rotation: 0 },
        { tile: "sea-01", q: 5, r: 0, rotation: 1 },
        { tile: "sea-15", q: 7, r: -1, rotation: 1 },
        { tile: "sea-02", q: 7, r: 0, rotation: 0 },
        drawnAt("samoa", TONGA, 3),
      ],
      kings: { samoa: BLUE },
      royal: [1, 0, 0, 0],
      boats: { tonga: [[RED], [], [], [], [], []], tubuai: [[BLUE, RED], [GREEN]] },
    });

  it("the island leaves the game and the turn simply ends", () => {
    const { state, events } = run(s(2), { type: "add", island: "tubuai" }, { type: "addBoat", beach: 0 });
    expect(events).toContainEqual({ type: "islandRemoved", island: "tubuai", group: [2, 1, 1, 0] });
    expect(state.phase).toEqual({ kind: "turn" });
    expect(state.current).toBe(RED);
  });

  it("rules version 1 made the king's owner draw for a new island", () => {
    const { state } = run(s(1), { type: "add", island: "tubuai" }, { type: "addBoat", beach: 0 });
    expect(state.phase).toMatchObject({ kind: "place", purpose: "recover" });
  });
});
