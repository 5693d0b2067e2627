import { describe, expect, it } from "vitest";
import { replay } from "../../../engine/core/replay.js";
import { randomInt, seedRng, type Rng } from "../../../engine/core/rng.js";
import { tongiaki, type TongiakiMove, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { census } from "./table.js";
import { freeze } from "../freeze.js";

/** A move of the right shape, legal or not, to probe that play refuses exactly what legalMoves leaves out. */
function probe(rng: Rng, s: TongiakiState): TongiakiMove {
  const types: TongiakiMove["type"][] = [
    "setup",
    "add",
    "take",
    "addBoat",
    "king",
    "colonize",
    "enter",
    "depart",
    "orient",
    "place",
    "land",
    "settle",
  ];
  const ids = Object.keys(s.islands);
  const island = ids[randomInt(rng, ids.length)]!;
  const small = () => randomInt(rng, 6);
  const near = () => randomInt(rng, 9) - 4;
  const type = types[randomInt(rng, types.length)]!;
  const raw = { type, island, beach: small(), dock: small(), rotation: small(), colour: randomInt(rng, s.colours), q: near(), r: near() };
  const parsed = tongiaki.parseMove(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const key = (m: TongiakiMove) => JSON.stringify(m);

interface Config {
  players: number;
  games: number;
  twoColours?: boolean;
  freeTiles?: boolean;
  /** Rules version; default the current one. */
  rules?: number;
}

/** 2,000+ seeded random games across every player count and both variants. */
const CONFIGS: Config[] = [
  { players: 2, games: 300 },
  { players: 2, games: 100, twoColours: true },
  { players: 3, games: 300 },
  { players: 4, games: 400 },
  { players: 4, games: 150, freeTiles: true },
  { players: 5, games: 300 },
  { players: 6, games: 400 },
  { players: 3, games: 100, twoColours: false, freeTiles: true },
  { players: 4, games: 100, rules: 1 },
  { players: 2, games: 50, twoColours: true, freeTiles: true, rules: 1 },
  { players: 2, games: 150, rules: 2 },
];

describe("random playouts", () => {
  it.each(CONFIGS)(
    "$games games, $players players (twoColours $twoColours, freeTiles $freeTiles, rules $rules)",
    { timeout: 120_000 },
    (cfg) => {
      const options = { twoColours: cfg.twoColours ?? false, freeTiles: cfg.freeTiles ?? false };
      const rulesVersion = cfg.rules ?? tongiaki.rulesVersion;
      let totalTakes = 0;
      for (let g = 0; g < cfg.games; g++) {
        const seed = `playout-${cfg.players}-${options.twoColours}-${options.freeTiles}-${g}`;
        const thorough = g < 10; // every legal move tried, illegal ones probed, inputs frozen, every view checked
        const pick = seedRng(`pick-${seed}`);
        let s = tongiaki.setup(seed, cfg.players, options, rulesVersion);
        const moves: { seat: number; move: TongiakiMove }[] = [];
        let takes = 0;
        // plain checks per step (expect() on every step of 2,000 games would dominate the run)
        const check = (ok: boolean, what: string) => {
          if (!ok) expect.fail(`${seed}, move ${moves.length}: ${what}`);
        };
        for (let step = 0; ; step++) {
          check(step < 5000, "the game did not end");
          // boats are conserved: reserve + beaches + kings + at sea = 15 per colour
          check(
            census(s).every((n) => n === 15),
            `boats not conserved: ${census(s)}`,
          );
          const active = tongiaki.activeSeats(s);
          if (active.length === 0) break;
          const seat = active[0]!;
          const legal = tongiaki.legalMoves(s, seat);
          check(legal.length > 0, `no legal move in ${s.phase.kind}`);
          // §4.5, Ruling 7: the boat for the addition comes from any beach holding an own boat (version 3), the island
          // added to excepted before
          const ph = s.phase;
          if (ph.kind === "add" && ph.take) {
            const own: string[] = [];
            for (const id in s.islands) {
              if (id === ph.island && rulesVersion < 3) continue;
              s.islands[id]!.beaches.forEach((b, beach) => {
                if (b.includes(s.current)) own.push(key({ type: "take", island: id, beach }));
              });
            }
            check(legal.map(key).join() === own.join(), `takes ${legal.map(key)} instead of ${own}`);
            takes++;
          }
          if (thorough) {
            for (let other = 0; other < cfg.players; other++) if (other !== seat) expect(tongiaki.legalMoves(s, other)).toEqual([]);
            freeze(s);
            for (const m of legal) expect(tongiaki.play(s, seat, m).ok).toBe(true);
            const listed = new Set(legal.map(key));
            for (let i = 0; i < 8; i++) {
              const m = probe(pick, s);
              const r = tongiaki.play(s, seat, m);
              expect(r.ok, `${key(m)} in ${s.phase.kind}`).toBe(listed.has(key(m)));
              if (!r.ok) expect(r.error.code).toMatch(/^[a-z_]+$/);
            }
            const seen = JSON.stringify(tongiaki.view(s, { spectator: true }));
            expect(seen).not.toContain(seed);
            expect(seen).not.toContain('"rng"');
            expect(seen).not.toContain(s.pile.length > 1 ? JSON.stringify(s.pile) : "@@");
          }
          const move = legal[randomInt(pick, legal.length)]!;
          const r = tongiaki.play(s, seat, move);
          if (!r.ok) throw new Error(`${key(move)} refused: ${r.error.message}`);
          moves.push({ seat, move });
          s = r.value.state;
        }
        totalTakes += takes;
        const outcome = tongiaki.outcome(s)!;
        expect(outcome.scores).toHaveLength(cfg.players);
        expect(outcome.ranking.flat().sort()).toEqual([...Array(cfg.players).keys()]);
        // replay from the record gives the identical state, and survives a JSON round trip
        const record = { game: "tongiaki", rulesVersion, players: cfg.players, options, seed, moves: JSON.parse(JSON.stringify(moves)) };
        const again = replay<TongiakiState>(tongiaki, record);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value.states.at(-1)).toEqual(JSON.parse(JSON.stringify(s)));
        const view = tongiaki.view(s, { seat: 0 });
        expect(view.pile.islands + view.pile.seas).toBe(s.pile.length);
        expect(JSON.stringify(view)).not.toContain(seed);
      }
      // two players run out of boats often enough that the invariant above is met (a take) in every such set
      if (cfg.players === 2) expect(totalTakes).toBeGreaterThan(0);
    },
  );

  it("replay reports the first invalid move with its index", () => {
    const s = tongiaki.setup("r", 2, { twoColours: false, freeTiles: false });
    const first = tongiaki.legalMoves(s, 0)[0]!;
    const record = {
      game: "tongiaki",
      rulesVersion: tongiaki.rulesVersion,
      players: 2,
      options: {},
      seed: "r",
      moves: [
        { seat: 0, move: first },
        { seat: 0, move: first },
      ],
    };
    expect(replay(tongiaki, record)).toMatchObject({ ok: false, error: { index: 1, code: "not_your_turn" } });
    expect(replay(tongiaki, { ...record, moves: [{ seat: 0, move: { type: "nope" } }] })).toMatchObject({
      ok: false,
      error: { index: 0, code: "bad_move" },
    });
    expect(replay(tongiaki, { ...record, rulesVersion: 9 })).toMatchObject({ ok: false, error: { index: -1, code: "rules_version" } });
    expect(replay(tongiaki, { ...record, players: 7 })).toMatchObject({ ok: false, error: { index: -1, code: "players" } });
  });

  it("the same seed and moves give the same game; another seed another pile", () => {
    const a = tongiaki.setup("same", 4, { twoColours: false, freeTiles: false });
    expect(tongiaki.setup("same", 4, { twoColours: false, freeTiles: false })).toEqual(a);
    expect(tongiaki.setup("other", 4, { twoColours: false, freeTiles: false }).rng).not.toEqual(a.rng);
  });
});
