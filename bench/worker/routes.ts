/**
 * The bench Worker's own routes (bench/worker/index.ts; not in the production Worker, nor in the API description):
 * `POST /api/__bench/raw-move` (`npm run bench:api`): a move's D1 round trips without the host's work (db/bench.ts);
 * and for `npm run bench:scale`: grow the local D1 (db/bench-scale.ts), put reminders due, run one cron sweep with its
 * D1 rows counted and timed, count a links lookup's rows, weigh a match's rows, archive a match.
 */
import { dueOutbox, releaseStaleSending } from "../../db/outbox.js";
import { rawMove } from "../../db/bench.js";
import * as bench from "../../db/bench-scale.js";
import { seatsOfAddress } from "../../db/links.js";
import type { AppEnv } from "../../worker/app-env.js";
import { archiveMatch } from "../../jobs/archive.js";
import type { Hosted } from "../../worker/compose.js";
import { runCron } from "../../jobs/cron.js";
import { ApiError, notFound } from "../../worker/errors.js";
import { runRetention } from "../../jobs/retention.js";
import type { ApiApp } from "../../worker/routes/api-app.js";
import { countingD1 } from "./counting-d1.js";
import type { RowTally } from "./rowcount.js";
import { shardsFromEnv } from "../../worker/shards.js";

const int = (v: unknown, what: string): number => {
  if (typeof v !== "number" || !Number.isInteger(v)) throw new ApiError(400, "invalid_request", what);
  return v;
};

export function benchRoutes(app: ApiApp<AppEnv>, hosted: Hosted): void {
  app.post("/api/__bench/raw-move", async (c) => {
    const body = (await c.req.json()) as { id?: unknown; seq?: unknown; read?: unknown };
    if (typeof body.id !== "string" || typeof body.seq !== "number") throw new ApiError(400, "invalid_request", "id, seq");
    const r = await rawMove(c.var.host.shards.of(body.id), body.id, body.seq, Date.now(), body.read !== false);
    return c.json({ ok: r === "ok" }, r === "ok" ? 201 : r === "missing" ? 404 : 409);
  });

  app.post("/api/__bench/:what", async (c) => {
    const body = (await c.req.json()) as Record<string, unknown>;
    const now = int(body.now, "now");
    // synthetic matches grow in the first database; the sweep and the lookup read every one (worker/shards.ts)
    const d1 = shardsFromEnv(c.env).all[0]!.$client;
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
        const shards = shardsFromEnv(c.env, (b) => countingD1(b, rows));
        const started = Date.now();
        const report = await runCron({ ...hosted, shards, env: c.env, now, deliver: false, botMoves: 0 });
        const cronMs = Date.now() - started;
        const cron = { ...rows };
        // the outbox sweep's reads (the delivery Worker makes them, delivery/deliver.ts sweepOutbox)
        for (const db of shards.all) {
          await releaseStaleSending(db, now - 5 * 60_000, now);
          await dueOutbox(db, now, 100);
        }
        const outbox = { read: rows.read - cron.read, written: rows.written - cron.written };
        const before = { ...rows };
        const retention = await runRetention({ ...hosted, shards, env: { ...c.env, ARCHIVE: undefined }, now });
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
        return c.json({ archived: await archiveMatch(shardsFromEnv(c.env).of(body.id), c.env.ARCHIVE, hosted.games, body.id, now) });
      }
      case "links": {
        // the lookup "send me my links" makes after its answer (in waitUntil, so outside the request's X-D1-Rows)
        if (typeof body.email !== "string") throw new ApiError(400, "invalid_request", "email");
        const rows: RowTally = { read: 0, written: 0 };
        const found = await seatsOfAddress(shardsFromEnv(c.env, (b) => countingD1(b, rows)).all, body.email);
        return c.json({ seats: found.length, read: rows.read });
      }
      case "bytes":
        if (typeof body.id !== "string") throw new ApiError(400, "invalid_request", "id");
        return c.json({ bytes: await bench.matchBytes(shardsFromEnv(c.env).of(body.id).$client, body.id) });
      default:
        return notFound(c);
    }
  });
}
