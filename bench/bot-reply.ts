/**
 * How long a human waits for their turn back in a bot match (npm run bench:bot-reply): starts its own `wrangler dev`
 * (free loopback port, temporary --persist-to, the local queue simulated as in production), creates a match of one
 * human against bots, and for each of the human's turns plays the first legal moves, then polls every 25 ms until the
 * human is on turn again. Prints the waits (ms). wrangler is stopped at the end.
 * BOT_REPLY_GAME (default tongiaki), BOT_REPLY_TURNS (default 12), BOT_REPLY_BOTS (default 2) change the match.
 */
import { startDevServer } from "../scripts/devserver.js";
import { pct } from "./stats.js";

const GAME = process.env.BOT_REPLY_GAME ?? "tongiaki";
const TURNS = Number(process.env.BOT_REPLY_TURNS ?? 12);
const BOTS = Number(process.env.BOT_REPLY_BOTS ?? 2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const server = await startDevServer({ RATE_LIMIT_WRITES_PER_MINUTE: "0" });
  const base = server.base;
  try {
    const seats = [{ name: "Ana" }, ...Array.from({ length: BOTS }, () => ({ bot: "easy" }))];
    const created: any = await (
      await fetch(`${base}/api/matches`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game: GAME, seats }),
      })
    ).json();
    const id = created.id as string;
    const auth = { authorization: `Bearer ${created.seats[0].secret}` };
    const get = async (): Promise<any> => (await fetch(`${base}/api/matches/${id}`, { headers: auth })).json();
    const waits: number[] = [];
    let m = await get();
    for (let turn = 0; turn < TURNS + 1 && m.status === "active"; turn++) {
      const t0 = Date.now();
      while (m.status === "active" && !m.activeSeats.includes(0)) {
        await sleep(25);
        m = await get();
      }
      if (turn > 0) waits.push(Date.now() - t0); // the first wait is the bots' opening, not a reply
      while (m.status === "active" && m.activeSeats.includes(0)) {
        const r = await fetch(`${base}/api/matches/${id}/moves`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ seq: m.seq, move: m.legalMoves[0] }),
        });
        if (r.status !== 201) throw new Error(`move: ${r.status} ${await r.text()}`);
        m = await get();
      }
      m = await get();
    }
    const log: any = await (await fetch(`${base}/api/matches/${id}/log`)).json();
    const bot = log.entries.filter((e: any) => e.by === "bot").length;
    console.log(`${GAME}, 1 human + ${BOTS} easy bots, wrangler dev: ${waits.length} waits for the turn back (ms)`);
    console.log(
      `  mean ${Math.round(waits.reduce((a, b) => a + b, 0) / waits.length)}, p50 ${pct(waits, 50)}, max ${Math.max(...waits)}; ${bot} bot moves in ${log.entries.length}`,
    );
    console.log(`  waits: ${waits.join(" ")}`);
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
