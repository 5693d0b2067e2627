import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay } from "../../../engine/core/replay.js";
import { tongiaki, type TongiakiMove, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { fingerprint, randomGame } from "./random-game.js";
import recorded from "./v1-playouts.json";

/**
 * RULES.md "Rules versions": a match created under version 1 keeps its rules. `v1-playouts.json` was written by the
 * engine as it stood before version 2 (commit 553a8d6), playing 70 seeded random games (2–6 players, both variants):
 * for each, the number of moves, a fingerprint of the move list and of the final state, and the scores.
 */
describe("rules versions", () => {
  it("new matches get version 3; the engine still plays versions 1 and 2", () => {
    expect(tongiaki.rulesVersion).toBe(3);
    expect(tongiaki.rulesVersions).toEqual([1, 2, 3]);
    expect(tongiaki.setup("v", 3, { twoColours: false, freeTiles: false }).rules).toBe(3);
    expect(tongiaki.setup("v", 3, { twoColours: false, freeTiles: false }, 2).rules).toBe(2);
    expect(tongiaki.setup("v", 3, { twoColours: false, freeTiles: false }, 1).rules).toBe(1);
  });

  /**
   * fixtures/rules-v2-*.json were recorded from seeded random games with the version-2 engine, before version 3 (§4.5,
   * Ruling 7): each record holds a `take` (a boat taken for the addition with an empty reserve), every state's hash and
   * the last state.
   */
  it.each(["2p", "3p-free-tiles", "2p-two-colours"])("version 2 replays the recorded match %s state by state", (name) => {
    const { record, hashes, final } = JSON.parse(readFileSync(new URL(`./fixtures/rules-v2-${name}.json`, import.meta.url), "utf8"));
    expect(record.rulesVersion).toBe(2);
    expect(record.moves.some((m: { move: TongiakiMove }) => m.move.type === "take")).toBe(true);
    const again = replay<TongiakiState>(tongiaki, record);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.states.map(fingerprint)).toEqual(hashes);
    expect(again.value.states.at(-1)).toEqual(final);
    // version 3 offers more takes at that moment: the same seed's random game goes another way
    const v3 = randomGame(record.seed, record.players, record.options, 3);
    expect(fingerprint(v3.moves)).not.toBe(fingerprint(record.moves));
  });

  it.each(recorded)("version 1 plays $seed exactly as before version 2 existed", (game) => {
    const { moves, state } = randomGame(game.seed, game.players, game.options, 1);
    const { rules: _version, ...rest } = state; // the old engine did not record the version
    expect({
      moves: moves.length,
      movesHash: fingerprint(moves),
      stateHash: fingerprint(rest),
      scores: tongiaki.outcome(state)!.scores,
    }).toEqual({
      moves: game.moves,
      movesHash: game.movesHash,
      stateHash: game.stateHash,
      scores: game.scores,
    });
    // and its record replays under version 1 to the same end
    const again = replay<TongiakiState>(tongiaki, {
      game: "tongiaki",
      rulesVersion: 1,
      players: game.players,
      options: game.options,
      seed: game.seed,
      moves,
    });
    expect(again.ok && again.value.states.at(-1)).toEqual(state);
  });

  it("the same seeds under version 2 play other games (a king now blocks the no-boat entry, §11.1, Ruling 10)", () => {
    const differ = recorded.filter((game) => fingerprint(randomGame(game.seed, game.players, game.options, 2).moves) !== game.movesHash);
    expect(differ.length).toBeGreaterThan(recorded.length / 2);
  });

  it("a stored state from before versions (no `rules` field) plays version 1", () => {
    const { rules: _version, ...old } = tongiaki.setup("old", 2, { twoColours: false, freeTiles: false }, 1);
    expect(tongiaki.view(old as TongiakiState, { spectator: true }).rules).toBe(1);
  });
});
