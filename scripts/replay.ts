/**
 * Verifies a Waka game record offline and replays it with the engine:
 *   npm run replay -- record.json        (the JSON of GET /api/matches/:id/record)
 * Checks: the hash chain from the genesis (which commits to the seed hash) through every move; that
 * sha256(seed) equals the seed hash; that every move replays legally. Prints the final scores.
 * Exit code 0 when all checks pass, 1 otherwise.
 */
import { readFileSync } from "node:fs";
import { replay, type GameRecord } from "../engine/core/replay.js";
import { findGame } from "../games/index.js";
import { sha256Hex, verifyChain, type ChainedMove } from "../worker/chain.js";

interface WakaRecord extends GameRecord {
  format?: string;
  id: string;
  seedHash: string;
  headHash?: string;
  seats?: { seat: number; name: string | null }[];
  outcome?: { scores: number[] } | null;
  moves: (ChainedMove & { seat: number; move: unknown })[];
}

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npm run replay -- <record.json>");
    return 2;
  }
  const rec = JSON.parse(readFileSync(file, "utf8")) as WakaRecord;
  let ok = true;
  const check = (good: boolean, what: string) => {
    console.log(`${good ? "ok  " : "FAIL"} ${what}`);
    ok &&= good;
  };

  const chain = await verifyChain(
    { match: rec.id, game: rec.game, rulesVersion: rec.rulesVersion, players: rec.players, options: rec.options, seedHash: rec.seedHash },
    rec.moves,
  );
  check(
    chain.ok && (rec.headHash === undefined || chain.head === rec.headHash),
    chain.ok ? `hash chain over ${rec.moves.length} moves (head ${chain.head.slice(0, 16)}…)` : `hash chain: ${chain.message}`,
  );

  if (typeof rec.seed !== "string") {
    check(false, "seed: not in the record (the match is not finished yet)");
    return 1;
  }
  check((await sha256Hex(rec.seed)) === rec.seedHash, "sha256(seed) equals the seed hash published at the start");

  const game = findGame(rec.game);
  if (!game) {
    check(false, `game ${rec.game}: not known to this engine`);
    return 1;
  }
  const r = replay<unknown>(game, rec);
  if (!r.ok) {
    check(false, `replay: move index ${r.error.index}: ${r.error.code} ${r.error.message}`);
    return 1;
  }
  const final = r.value.states[r.value.states.length - 1];
  const outcome = game.outcome(final);
  check(true, `replayed ${rec.moves.length} moves of ${game.title} (rules version ${rec.rulesVersion})`);
  if (rec.outcome) check(JSON.stringify(outcome?.scores) === JSON.stringify(rec.outcome.scores), "final scores equal the server's");
  if (!outcome) {
    console.log("the match is not over at the end of the record");
  } else {
    console.log(`\n${outcome.reason}`);
    for (const [seat, score] of outcome.scores.entries()) {
      const name = rec.seats?.find((s) => s.seat === seat)?.name ?? `seat ${seat}`;
      const place = outcome.ranking.findIndex((group) => group.includes(seat)) + 1;
      console.log(`  ${place}. ${name}: ${score}`);
    }
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
