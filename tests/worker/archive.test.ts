/**
 * Archive and retention (worker/archive/, jobs/retention.ts): a finished match's record goes to the local R2 bucket
 * as one gzipped object that verifies as `npm run replay` verifies it; D1 keeps a summary of at most 2 KB; every read
 * (match, log, record, past positions, board picture) answers the same, with the same ETags; delivered outbox rows,
 * mailbox rows and link request windows leave D1 after their use.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { findGame } from "../../games/index.js";
import { loadMatch } from "../../db/matches.js";
import { matchBytes } from "../../db/bench-scale.js";
import { archiveKey, unpack } from "../../worker/archive/format.js";
import { archiveDue } from "../../jobs/archive.js";
import { DAY } from "../../worker/clock.js";
import type { Env } from "../../worker/env.js";
import { runRetention } from "../../jobs/retention.js";
import { verifyRecord } from "../../scripts/verify-record.js";
import { client, d1Of, dbOf, playToEnd, prng } from "./helpers.js";

const e = env as unknown as Env;
const api = client(games);

const count = async (table: string, id: string) =>
  (await d1Of(id).prepare(`SELECT count(*) AS n FROM ${table} WHERE match_id = ?`).bind(id).first<number>("n"))!;

describe("archiving a finished match", () => {
  it("moves its record to the bucket, keeps a summary under 2 KB, and every read answers as before", async () => {
    const created = (await api.post("/api/matches", { game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bo" }] })).body;
    const played = await playToEnd(api, created, prng(32));
    const id = created.id as string;
    const [ana] = created.seats.map((s: { secret: string }) => s.secret);
    expect(played.seq).toBeGreaterThan(50); // a checkpoint was written: it leaves D1 too

    const reads = [
      `/api/matches/${id}`,
      `/api/matches/${id}/log`,
      `/api/matches/${id}/record`,
      `/api/matches/${id}/at/0`,
      `/api/matches/${id}/at/51`,
      `/api/matches/${id}/at/${played.seq}`,
      `/api/matches/${id}/views?from=0&to=${Math.min(played.seq, 199)}`,
    ];
    const answers = async () => {
      const out: { path: string; who: string; status: number; etag: string | null; body: unknown }[] = [];
      for (const path of reads) {
        for (const [who, secret] of [
          ["spectator", undefined],
          ["Ana", ana],
        ] as const) {
          const r = await api.get(path, secret ? { secret } : {});
          out.push({ path, who, status: r.status, etag: r.headers.get("etag"), body: r.body });
        }
      }
      const svg = await api.get(`/api/matches/${id}/board.svg`);
      out.push({ path: "board.svg", who: "spectator", status: svg.status, etag: svg.headers.get("etag"), body: svg.text });
      return out;
    };
    const before = await answers();
    expect(before.every((a) => a.status === 200)).toBe(true);
    const bytesBefore = await matchBytes(d1Of(id), id);

    const finishedAt = (await loadMatch(dbOf(id), id))!.match.updatedAt;
    // not yet: the match ended less than ARCHIVE_AFTER_DAYS ago
    expect(await archiveDue(dbOf(id), e.ARCHIVE!, games, finishedAt + 29 * DAY, 10)).toBe(0);
    expect(await archiveDue(dbOf(id), e.ARCHIVE!, games, finishedAt + 31 * DAY, 10)).toBe(1);

    for (const table of ["moves", "checkpoints", "outbox"]) expect(await count(table, id), table).toBe(0);
    const row = (await loadMatch(dbOf(id), id))!.match;
    expect(row.state).toBeNull();
    expect(row.archivedAt).toBe(finishedAt + 31 * DAY);
    const bytesAfter = await matchBytes(d1Of(id), id);
    console.log(`archive: ${played.seq} moves, ${bytesBefore} bytes in D1 before, ${bytesAfter} after`);
    expect(bytesAfter).toBeLessThanOrEqual(2048);
    expect(bytesBefore).toBeGreaterThan(10 * bytesAfter);

    // the same answers and ETags, now from the bucket
    expect(await answers()).toEqual(before);
    expect((await api.post(`/api/matches/${id}/moves`, { seq: played.seq, move: { type: "pass" } }, { secret: ana })).status).toBe(409);
    // archived once: a later run leaves it
    expect(await archiveDue(dbOf(id), e.ARCHIVE!, games, finishedAt + 40 * DAY, 10)).toBe(0);

    // the object, gunzipped, is the record `npm run replay` verifies (scripts/replay.ts's checks)
    const a = await unpack((await e.ARCHIVE!.get(archiveKey(id)))!.body);
    expect(a.format).toBe("waka-record/2");
    const v = await verifyRecord(a, findGame);
    expect(v.checks.filter((c) => c.status !== "ok")).toEqual([]);
    expect(v.outcome).toEqual(a.outcome);
  }, 120_000);
});

describe("retention", () => {
  it("deletes settled outbox rows, mailbox rows and link request windows once they have served", async () => {
    const now = Date.UTC(2026, 6, 1);
    const old = now - 8 * DAY;
    const row = (id: number, matchId: string, status: string, createdAt: number) =>
      env.DB.prepare(
        `INSERT INTO outbox (id, match_id, seq, seat, kind, channel, payload, status, created_at)
         VALUES (?, ?, ?, 0, 'your_turn', 'email', '{}', ?, ?)`,
      ).bind(id, matchId, id, status, createdAt);
    await env.DB.batch([
      row(9001, "r1", "sent", old),
      row(9002, "r1", "skipped", old),
      row(9003, "r1", "sent", old),
      row(9004, "r2", "pending", old), // not settled
      row(9005, "r2", "held", old),
      row(9006, "r2", "sent", now - DAY), // recent
      row(9007, "r2", "dead", old),
      row(9008, "r2", "sent", now),
      env.DB.prepare(
        `INSERT INTO mailbox (outbox_id, match_id, seat, channel, subject, body, created_at)
         VALUES (9001, 'r1', 0, 'email', 's', 'b', ?), (9006, 'r2', 0, 'email', 's', 'b', ?)`,
      ).bind(old, now - DAY),
      env.DB.prepare(`INSERT INTO link_requests (hash, window_start, count) VALUES ('over', ?, 3), ('current', ?, 1)`).bind(
        now - 2 * DAY,
        now - 3_600_000,
      ),
    ]);
    const report = await runRetention({ env: e, games, now });
    expect(report).toMatchObject({ outbox: 4, mailbox: 1, linkRequests: 1 });
    const left = await env.DB.prepare("SELECT id FROM outbox WHERE id > 9000 ORDER BY id").all<{ id: number }>();
    expect(left.results.map((x) => x.id)).toEqual([9004, 9005, 9006, 9008]);
    expect((await env.DB.prepare("SELECT outbox_id FROM mailbox WHERE outbox_id > 9000").all()).results).toEqual([{ outbox_id: 9006 }]);
    expect((await env.DB.prepare("SELECT hash FROM link_requests").all()).results).toEqual([{ hash: "current" }]);
  });
});
