/**
 * Bench-only routes of `npm run bench:scale` (routed only under BENCH_ROUTES=1, which only the bench passes with
 * --var; absent from wrangler.toml and the API doc): grow the local D1 (db/bench-scale.ts), put reminders due, run one
 * cron sweep with its D1 rows counted and timed, count a links lookup's rows, weigh a match's rows, archive a match.
 */
import { createDb, dueOutbox, releaseStaleSending } from "../../db/queries.js";
import * as bench from "../../db/bench-scale.js";
import { seatsOfAddress } from "../../db/links.js";
import type { AppEnv } from "../app-env.js";
import { archiveMatch } from "../archive/write.js";
import type { Hosted } from "../compose.js";
import { countingD1 } from "../counting-d1.js";
import { runCron } from "../cron.js";
import { ApiError, notFound } from "../errors.js";
import { runRetention } from "../retention.js";
import type { RowTally } from "../rowcount.js";
import type { ApiApp } from "./api-app.js";

const int = (v: unknown, what: string): number => {
  if (typeof v !== "number" || !Number.isInteger(v)) throw new ApiError(400, "invalid_request", what);
  return v;
};

export function benchScaleRoutes(app: ApiApp<AppEnv>, hosted: Hosted): void {
  app.post("/api/__bench/:what", async (c) => {
    if (c.env.BENCH_ROUTES !== "1") return notFound(c);
    const body = (await c.req.json()) as Record<string, unknown>;
    const now = int(body.now, "now");
    const d1 = c.env.DB;
    switch (c.req.param("what")) {
      case "grow":
        await bench.grow(d1, int(body.from, "from"), int(body.to, "to"), body.status === "finished" ? "finished" : "active", now);
        return c.json({ ok: true });
      case "age":
        await bench.ageOutbox(d1, int(body.n, "n"), int(body.days, "days"), now);
        return c.json({ ok: true });
      case "due":
        await bench.dueReminders(d1, int(body.from, "from"), int(body.to, "to"), now);
        return c.json({ ok: true });
      case "sweep": {
        // the cron's reads and writes as the scheduled handler makes them (its messages' delivery apart), counted
        const rows: RowTally = { read: 0, written: 0 };
        const db = createDb(countingD1(d1, rows));
        const started = Date.now();
        const report = await runCron({ ...hosted, db, env: c.env, now, deliver: false, botMoves: 0 });
        const cronMs = Date.now() - started;
        const cron = { ...rows };
        // the outbox sweep's reads (the delivery Worker makes them, worker/notify/deliver.ts sweepOutbox)
        await releaseStaleSending(db, now - 5 * 60_000, now);
        await dueOutbox(db, now, 100);
        const outbox = { read: rows.read - cron.read, written: rows.written - cron.written };
        const before = { ...rows };
        const retention = await runRetention({ ...hosted, db, env: { ...c.env, ARCHIVE: undefined }, now });
        return c.json({
          cron,
          outbox,
          retention: { read: rows.read - before.read, written: rows.written - before.written, ...retention },
          ms: cronMs,
          reminders: report.reminders,
        });
      }
      case "archive": {
        if (typeof body.id !== "string" || !c.env.ARCHIVE) throw new ApiError(400, "invalid_request", "id (and an ARCHIVE bucket)");
        return c.json({ archived: await archiveMatch(createDb(d1), c.env.ARCHIVE, hosted.games, body.id, now) });
      }
      case "links": {
        // the lookup "send me my links" makes after its answer (in waitUntil, so outside the request's X-D1-Rows)
        if (typeof body.email !== "string") throw new ApiError(400, "invalid_request", "email");
        const rows: RowTally = { read: 0, written: 0 };
        const found = await seatsOfAddress(createDb(countingD1(d1, rows)), body.email);
        return c.json({ seats: found.length, read: rows.read });
      }
      case "bytes":
        if (typeof body.id !== "string") throw new ApiError(400, "invalid_request", "id");
        return c.json({ bytes: await bench.matchBytes(d1, body.id) });
      default:
        return notFound(c);
    }
  });
}
