/**
 * Verifies a Waka game record offline and replays it with the engine:
 *   npm run replay -- record.json        (the JSON of GET /api/matches/:id/record)
 * Checks (scripts/verify-record.ts): the hash chain from the genesis (which commits to the seed hash) through every
 * move and server entry (a resignation, a takeover, an abandonment); that sha256(seed) equals the seed hash; that
 * every move replays legally; that the final standing and the ending recomputed from the log equal the server's.
 * A record made before the server's decisions were chained says what it lacks instead. Prints the final standing.
 * Exit code 0 when no check fails, 1 otherwise.
 */
import { readFileSync } from "node:fs";
import { findGame } from "../games/index.js";
import { verifyRecord, type WakaRecord } from "./verify-record.js";

const MARK = { ok: "ok  ", fail: "FAIL", lacks: "--  " } as const;

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npm run replay -- <record.json>");
    return 2;
  }
  const rec = JSON.parse(readFileSync(file, "utf8")) as WakaRecord;
  const v = await verifyRecord(rec, findGame);
  for (const c of v.checks) console.log(`${MARK[c.status]} ${c.text}`);
  // an old record that cannot prove its ending shows the server's, said as such
  const outcome = v.outcome ?? rec.outcome ?? null;
  if (!outcome) {
    if (v.ok) console.log("the match is not over at the end of the record");
  } else {
    console.log(`\n${outcome.reason}${v.outcome ? "" : " (the server's word: this record's log does not prove it)"}`);
    for (const [place, group] of outcome.ranking.entries()) {
      for (const seat of group) {
        const name = rec.seats?.find((s) => s.seat === seat)?.name ?? `seat ${seat}`;
        const score = outcome.scores[seat];
        console.log(`  ${place + 1}. ${name}${score === undefined ? "" : `: ${score}`}`);
      }
    }
  }
  return v.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
