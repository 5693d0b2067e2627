import { describe, expect, it } from "vitest";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import { tongiaki, type TongiakiMove, type TongiakiState } from "../../games/tongiaki/rules/index.js";
import { stage } from "../../games/tongiaki/board/stage.js";

/**
 * The page's staging of Tongiaki's additions and landings (games/tongiaki/board/stage.ts, docs/staging.md) must
 * agree with the engine: after any staged picks, the legal moves and the board it predicts are the engine's, the run
 * ends exactly when the engine leaves the phase, and a run called forced has a single outcome whatever the order.
 */

const key = (m: TongiakiMove) => JSON.stringify(m);
const sorted = (ms: readonly TongiakiMove[]) => ms.map(key).sort();

describe("Tongiaki staging agrees with the engine", () => {
  let runs = 0;
  let forced = 0;
  for (const [seed, players] of [
    ["s1", 2],
    ["s2", 3],
    ["s3", 4],
    ["s4", 5],
    ["s5", 6],
    ["s6", 3],
  ] as const) {
    it(`random playout ${seed}, ${players} players`, () => {
      const rng = seedRng(`staging-${seed}`);
      const opts = tongiaki.parseOptions({}, players);
      if (!opts.ok) throw new Error(opts.error.message);
      let state: TongiakiState = tongiaki.setup(seed, players, opts.value);
      for (let n = 0; n < 5000; n++) {
        const seat = tongiaki.activeSeats(state)[0];
        if (seat === undefined) break;
        const view = tongiaki.view(state, { seat });
        const first = stage(view, []);
        if (first && first.legal.length > 0) {
          runs++;
          expect(sorted(first.legal)).toEqual(sorted(tongiaki.legalMoves(state, seat)));
          // play the run through the engine, checking the prediction after every pick
          let s = state;
          const picks: TongiakiMove[] = [];
          let forcedFrom: { state: TongiakiState; at: number } | null = null;
          for (let next = first; next.legal.length > 0; ) {
            if (next.forced && !forcedFrom) forcedFrom = { state: s, at: picks.length };
            const pick = next.legal[randomInt(rng, next.legal.length)]!;
            picks.push(pick);
            const r = tongiaki.play(s, seat, pick);
            if (!r.ok) throw new Error(`${key(pick)}: ${r.error.message}`);
            s = r.value.state;
            next = stage(view, picks)!;
            const engineView = tongiaki.view(s, { seat });
            // a complete run is posted; what follows it (departures, another landing) is the server's to tell
            if (next.legal.length === 0) break;
            expect(sorted(next.legal)).toEqual(sorted(tongiaki.legalMoves(s, seat)));
            expect(next.view.phase).toEqual(engineView.phase);
            expect(next.view.islands).toEqual(engineView.islands);
          }
          if (forcedFrom) {
            forced++;
            // a forced rest has one outcome: the reverse order gives the same island
            let t = forcedFrom.state;
            for (const m of picks.slice(forcedFrom.at).reverse()) {
              const r = tongiaki.play(t, seat, m);
              if (!r.ok) return expect.fail(`forced rest is order-dependent at ${key(m)}: ${r.error.message}`);
              t = r.value.state;
            }
            expect(tongiaki.view(t, { seat }).islands).toEqual(tongiaki.view(s, { seat }).islands);
          }
          state = s;
          continue;
        }
        const legal = tongiaki.legalMoves(state, seat);
        const r = tongiaki.play(state, seat, legal[randomInt(rng, legal.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
      }
    });
  }
  it("met many runs, forced ones among them", () => {
    expect(runs).toBeGreaterThan(30);
    expect(forced).toBeGreaterThan(0);
  });
});
