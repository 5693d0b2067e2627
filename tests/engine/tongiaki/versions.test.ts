import { describe, expect, it } from "vitest";
import { replay } from "../../../engine/core/replay.js";
import { tongiaki, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { fingerprint, randomGame } from "./random-game.js";
import recorded from "./v1-playouts.json";

/**
 * RULES.md "Rules versions": a match created under version 1 keeps its rules. `v1-playouts.json` was written by the
 * engine as it stood before version 2 (commit 553a8d6), playing 70 seeded random games (2–6 players, both variants):
 * for each, the number of moves, a fingerprint of the move list and of the final state, and the scores.
 */
describe("rules versions", () => {
  it("new matches get version 2; the engine still plays version 1", () => {
    expect(tongiaki.rulesVersion).toBe(2);
    expect(tongiaki.rulesVersions).toEqual([1, 2]);
    expect(tongiaki.setup("v", 3, { twoColours: false, freeTiles: false }).rules).toBe(2);
    expect(tongiaki.setup("v", 3, { twoColours: false, freeTiles: false }, 1).rules).toBe(1);
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
