import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/game.js";
import { replay } from "../../../engine/core/replay.js";
import { randomInt, seedRng, type Rng } from "../../../engine/core/rng.js";
import { HOME_ID, cellAt, navigable } from "../../../games/tonga-bonga/rules/board.js";
import { tongaBonga, type TongaBongaMove, type TongaBongaState } from "../../../games/tonga-bonga/rules/index.js";
import { CAMPS_PER_PLAYER, START_MONEY, campCount, currentSeat } from "../../../games/tonga-bonga/rules/state.js";
import { botMove } from "./bot.js";
import { bankPaid, ducats } from "./table.js";
import { freeze } from "../freeze.js";

/** A move of the right shape, legal or not, to probe that play refuses exactly what legalMoves leaves out. */
function probe(rng: Rng, s: TongaBongaState): TongaBongaMove {
  const here = s.ships[currentSeat(s)]!;
  const raw = [
    { type: "bid", role: randomInt(rng, 2) ? "captain" : "helmsman", amount: randomInt(rng, 200) },
    { type: "place", value: 1 + randomInt(rng, 5), ship: randomInt(rng, s.seats) },
    { type: "sail", row: Math.max(0, here.row + randomInt(rng, 5) - 2), col: Math.max(0, here.col + randomInt(rng, 5) - 2) },
    { type: "stop" },
  ][randomInt(rng, 4)];
  const parsed = tongaBonga.parseMove(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const key = (m: TongaBongaMove) => JSON.stringify(m);

interface Config {
  players: number;
  games: number;
  /** Share of moves picked uniformly among the legal ones instead of by the greedy player. */
  noise: number;
  roundLimit: number;
}

/** 2,000+ seeded games: mostly a greedy player with some random moves, and some entirely random ones. */
const CONFIGS: Config[] = [
  { players: 3, games: 900, noise: 0.1, roundLimit: 30 },
  { players: 4, games: 1000, noise: 0.1, roundLimit: 30 },
  { players: 3, games: 50, noise: 1, roundLimit: 12 },
  { players: 4, games: 50, noise: 1, roundLimit: 12 },
  { players: 4, games: 50, noise: 0.02, roundLimit: 0 },
];

const seen = { allSeasick: 0, turnedSeasick: 0, passing: 0, twoHome: 0, limit: 0, ties: 0 };

describe("random playouts", () => {
  it.each(CONFIGS)("$games games, $players players, noise $noise, round limit $roundLimit", { timeout: 120_000 }, (cfg) => {
    const options = { roundLimit: cfg.roundLimit };
    for (let g = 0; g < cfg.games; g++) {
      const seed = `playout-${cfg.players}-${cfg.noise}-${cfg.roundLimit}-${g}`;
      const thorough = g < 8; // every legal move tried, illegal ones probed, inputs frozen, every view checked
      const pick = seedRng(`pick-${seed}`);
      let s = tongaBonga.setup(seed, cfg.players, options);
      const moves: { seat: number; move: TongaBongaMove }[] = [];
      let bank = 0; // what the bank paid out so far (camps, home bonus); it never takes anything in
      let bonuses = 0;
      // plain checks per step (expect() on every step of 2,000 games would dominate the run)
      const check = (ok: boolean, what: string) => {
        if (!ok) expect.fail(`${seed}, move ${moves.length}: ${what}`);
      };
      let camps = 0;
      for (let step = 0; ; step++) {
        check(step < 20_000, "the game did not end");
        invariants(s, check);
        // money: players and wage fields hold the start money plus what the bank paid out, nothing else
        check(ducats(s) === START_MONEY * cfg.players + bank, `ducats not conserved: ${ducats(s)} vs bank ${bank}`);
        const total = Object.values(s.camps).flat().length;
        check(total >= camps, "a camp disappeared");
        camps = total;
        const active = tongaBonga.activeSeats(s);
        if (active.length === 0) break;
        const seat = active[0]!;
        const legal = tongaBonga.legalMoves(s, seat);
        check(legal.length > 0, `no legal move in ${s.phase.kind}`);
        check(new Set(legal.map(key)).size === legal.length, "a legal move is listed twice");
        // every wage the purse allows (§4.3, Ruling 2); the other steps are short lists
        check(legal.length <= (s.phase.kind === "bid" ? Math.max(1, s.money[seat]!) : 20), `${legal.length} legal moves`);
        if (thorough) {
          for (let other = 0; other < cfg.players; other++) if (other !== seat) expect(tongaBonga.legalMoves(s, other)).toEqual([]);
          freeze(s);
          for (const m of legal) expect(tongaBonga.play(s, seat, m).ok, key(m)).toBe(true);
          const listed = new Set(legal.map(key));
          for (let i = 0; i < 12; i++) {
            const m = probe(pick, s);
            const r = tongaBonga.play(s, seat, m);
            expect(r.ok, `${key(m)} in ${s.phase.kind}`).toBe(listed.has(key(m)));
            if (!r.ok) {
              expect(r.error.code).toMatch(/^[a-z_]+$/);
              expect(r.error.rule).toMatch(/^§\d+(\.\d+)?$/);
            }
          }
          const views = [{ seat }, { spectator: true as const }].map((v) => JSON.stringify(tongaBonga.view(s, v)));
          expect(views[0]).toBe(views[1]);
          expect(views[0]).not.toContain(seed);
          expect(views[0]).not.toContain('"rng"');
        }
        const move = botMove(s, legal, pick, cfg.noise);
        const r = tongaBonga.play(s, seat, move);
        if (!r.ok) throw new Error(`${key(move)} refused: ${r.error.message}`);
        moves.push({ seat, move });
        tally(r.value.events);
        bank += bankPaid(r.value.events);
        bonuses += r.value.events.filter((e) => e.type === "bonus").length;
        s = r.value.state;
      }
      invariants(s, check);
      const outcome = tongaBonga.outcome(s)!;
      check(outcome !== null, "no outcome at the end");
      check(JSON.stringify(outcome.scores) === JSON.stringify(s.money), "scores are not the money");
      check(JSON.stringify(outcome.ranking.flat().sort()) === JSON.stringify([...Array(cfg.players).keys()]), "ranking misses a seat");
      for (let i = 1; i < outcome.ranking.length; i++)
        check(s.money[outcome.ranking[i - 1]![0]!]! > s.money[outcome.ranking[i]![0]!]!, "ranking out of order");
      if (outcome.ranking.some((place) => place.length > 1)) seen.ties++;
      if (s.phase.kind === "over" && s.phase.reason === "limit") {
        seen.limit++;
        check(s.round === cfg.roundLimit && !s.home.some(Boolean), "limit reached in the wrong round");
      } else {
        check(s.home.some(Boolean), "ended without a ship home");
        for (let seat = 0; seat < cfg.players; seat++) {
          if (!s.home[seat]) continue;
          check(campCount(s, seat) === CAMPS_PER_PLAYER && cellAt(s.ships[seat]!) === "bay", "home without four camps");
        }
        if (cfg.roundLimit) check(s.round <= cfg.roundLimit, "past the round limit");
      }
      check(bonuses === s.home.filter(Boolean).length, "bonus count");
      // replay from the record gives the identical state, and survives a JSON round trip
      if (g % 4 === 0) {
        const record = {
          game: "tonga-bonga",
          rulesVersion: tongaBonga.rulesVersion,
          players: cfg.players,
          options,
          seed,
          moves: JSON.parse(JSON.stringify(moves)),
        };
        const again = replay<TongaBongaState>(tongaBonga, record);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value.states.at(-1)).toEqual(JSON.parse(JSON.stringify(s)));
      }
      const view = JSON.stringify(tongaBonga.view(s, { seat: 0 }));
      check(!view.includes(seed) && !view.includes('"rng"'), "the view leaks the generator");
    }
  });

  it("the playouts met the rare cases", () => {
    // a roll of three seasick dice, a three-player die turned seasick, ships passing ships, two ships home at once,
    // the round limit and shared places
    expect(seen.allSeasick).toBeGreaterThan(0);
    expect(seen.turnedSeasick).toBeGreaterThan(0);
    expect(seen.passing).toBeGreaterThan(0);
    expect(seen.twoHome).toBeGreaterThan(0);
    expect(seen.limit).toBeGreaterThan(0);
    expect(seen.ties).toBeGreaterThan(0);
  });

  it("replay reports the first invalid move with its index", () => {
    const s = tongaBonga.setup("r", 3, { roundLimit: 30 });
    const first = tongaBonga.legalMoves(s, 0)[0]!;
    const record = {
      game: "tonga-bonga",
      rulesVersion: 1,
      players: 3,
      options: {},
      seed: "r",
      moves: [
        { seat: 0, move: first },
        { seat: 0, move: first },
      ],
    };
    expect(replay(tongaBonga, record)).toMatchObject({ ok: false, error: { index: 1, code: "helmsman_now" } });
    expect(replay(tongaBonga, { ...record, moves: [{ seat: 1, move: first }] })).toMatchObject({
      ok: false,
      error: { index: 0, code: "not_your_turn" },
    });
    expect(replay(tongaBonga, { ...record, moves: [{ seat: 0, move: { type: "nope" } }] })).toMatchObject({
      ok: false,
      error: { index: 0, code: "bad_move" },
    });
    expect(replay(tongaBonga, { ...record, players: 5 })).toMatchObject({ ok: false, error: { index: -1, code: "players" } });
  });

  it.each([3, 4])("rules versions: a %i-player match recorded under version 1 (wages capped at 20) replays identically", (players) => {
    // recorded with the version-1 engine (before §4.3, Ruling 2): its final state had no `rules` field yet
    const { record, final } = JSON.parse(readFileSync(new URL(`./fixtures/rules-v1-${players}p.json`, import.meta.url), "utf8"));
    const again = replay<TongaBongaState>(tongaBonga, record);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.states.at(-1)).toEqual({ ...final, rules: 1 });
    // every position of it offered the version-1 wages only
    for (const s of again.value.states) {
      if (s.phase.kind !== "bid") continue;
      const amounts = tongaBonga.legalMoves(s, currentSeat(s)).map((m) => (m.type === "bid" ? m.amount : -1));
      expect(Math.max(...amounts)).toBeLessThanOrEqual(20);
    }
  });

  it("setup records the rules version: the current one by default, an older one on request", () => {
    expect(tongaBonga.setup("v", 3, { roundLimit: 30 }).rules).toBe(2);
    expect(tongaBonga.setup("v", 3, { roundLimit: 30 }, 1).rules).toBe(1);
    expect(tongaBonga.rulesVersions).toEqual([1, 2]);
  });

  it("the same seed and moves give the same dice; another seed other dice", () => {
    const a = tongaBonga.setup("same", 4, { roundLimit: 30 });
    expect(tongaBonga.setup("same", 4, { roundLimit: 30 })).toEqual(a);
    expect(tongaBonga.setup("other", 4, { roundLimit: 30 }).rng).not.toEqual(a.rng);
  });
});

/** What must hold in every state (plain checks, see above). */
function invariants(s: TongaBongaState, check: (ok: boolean, what: string) => void): void {
  const sailing = s.phase.kind === "sail" ? currentSeat(s) : -1;
  check(
    s.money.every((m) => Number.isInteger(m) && m >= 0),
    `money below zero: ${s.money}`,
  );
  check(
    s.wages.every((w) => Number.isInteger(w.captain) && Number.isInteger(w.helmsman) && w.captain >= 0 && w.helmsman >= 0),
    "wage out of range",
  );
  const occupied = new Set<string>();
  s.ships.forEach((sq, seat) => {
    check(navigable(sq), `ship ${seat} on ${cellAt(sq)}`);
    if (cellAt(sq) !== "sea" || seat === sailing) return;
    const k = `${sq.row},${sq.col}`;
    check(!occupied.has(k), `two ships at rest on ${k}`);
    occupied.add(k);
  });
  if (s.phase.kind === "sail" && occupied.has(`${s.ships[sailing]!.row},${s.ships[sailing]!.col}`)) {
    check(cellAt(s.ships[sailing]!) === "sea" && s.phase.left > 0, "a ship is stuck on an occupied square");
  }
  for (const id in s.camps) {
    const campers = s.camps[id]!;
    check(id !== HOME_ID && new Set(campers).size === campers.length, `camps on ${id}: ${campers}`);
  }
  for (let seat = 0; seat < s.seats; seat++) check(campCount(s, seat) <= CAMPS_PER_PLAYER, "more than four camps");
  s.crews.forEach((crew, ship) => {
    check(crew.length <= 3, "more than three dice on a ship");
    check(
      crew.every((d) => d.owner !== ship && d.value >= 1 && d.value <= 5),
      "an own or seasick die on a ship",
    );
    for (let i = 1; i < crew.length; i++) check(crew[i - 1]!.value >= crew[i]!.value, "crew out of rank");
    if (s.seats === 4) check(new Set(crew.map((d) => d.owner)).size === crew.length, "two dice of a colour on a ship");
  });
  if (s.phase.kind === "crew") check(s.phase.target > 0, "a placement with nothing to place");
  if (s.phase.kind === "bid" || s.phase.kind === "crew")
    check(
      s.moved.every((m) => !m),
      "moved before sailing",
    );
}

function tally(events: GameEvent[]): void {
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === "roll" && (e.dice as number[]).every((v) => v === 0)) seen.allSeasick++;
    if (e.type === "seasick") seen.turnedSeasick++;
    if (e.type === "sail" && e.cost === 3) seen.passing++;
  }
  if (events.filter((e) => e.type === "bonus").length > 1) seen.twoHome++;
}
