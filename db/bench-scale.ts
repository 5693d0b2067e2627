/**
 * Bench only (routes of the bench Worker, bench/worker/routes.ts, for `npm run bench:scale`): grows the local D1 with synthetic matches
 * through SQL, puts seats' reminders due, and measures a match's bytes, so the bench can read the cross-match queries
 * at 50,000 matches without playing them.
 */
const DAY = 86_400_000;
const HASH = "0".repeat(64);
const ALLOWANCE = 3 * DAY;

const ids = `WITH RECURSIVE n(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)`;
/**
 * Synthetic ids spread over the whole id alphabet (two characters from i, then i), as random ids are: a match's rows
 * are then followed in each index by another match's at any size, and a read of its range reads that one entry past
 * it at 100 matches as at 50,000 (ids of one prefix would put most real matches after all of them at every size).
 */
const ALPHABET = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
const idOf = `substr('${ALPHABET}', 1 + (i * 7919) % 64, 1) || substr('${ALPHABET}', 1 + (i * 104729) % 64, 1) || printf('%08d', i)`;

/**
 * Matches `from`..`to` (ids from i, above): `status` active (seat 0 on turn, its next reminder in half a day, a
 * bot-free table) or finished a day ago (20 log rows of about 200 bytes and two delivered messages each: nothing for
 * retention or the archive yet). Two seats each, with an address of their own.
 */
export async function grow(d1: D1Database, from: number, to: number, status: "active" | "finished", now: number): Promise<void> {
  const active = status === "active";
  const clock = JSON.stringify({ perMoveMs: ALLOWANCE, totalMs: null, timeout: "fallback", vacationDays: 0 });
  const stmts = [
    d1
      .prepare(
        `${ids} INSERT INTO matches (id, game, rules_version, options, players, status, seed, seed_hash, seq, state, active_seats,
           outcome, head_hash, clock, turn_deadline, created_at, updated_at)
         SELECT ${idOf}, 'tongiaki', 1, '{}', 2, ?3, 'seed', ?4, 20, '{"bench":1}', ?5, ?6, ?4, ?7, ?8, ?9, ?9 FROM n`,
      )
      .bind(
        from,
        to,
        status,
        HASH,
        active ? "[0]" : "[]",
        active ? null : '{"scores":[1,0],"ranking":[[0],[1]],"reason":"bench","details":{}}',
        clock,
        active ? now + 2 * DAY : null,
        now - (active ? 0 : DAY),
      ),
    d1
      .prepare(
        `${ids} INSERT INTO seats (match_id, seat, name, token_hash, joined_at, email, turn_started_at, deadline, allowance_ms)
         SELECT ${idOf}, s.seat, 'Player', ?3, ?4, 'p' || i || '-' || s.seat || '@example.org',
           CASE WHEN ?5 AND s.seat = 0 THEN ?4 END, CASE WHEN ?5 AND s.seat = 0 THEN ?6 END, CASE WHEN ?5 AND s.seat = 0 THEN ?7 END
         FROM n, (SELECT 0 AS seat UNION ALL SELECT 1) s`,
      )
      .bind(from, to, HASH, now, active ? 1 : 0, now + 2 * DAY, ALLOWANCE),
  ];
  if (!active) {
    stmts.push(
      d1
        .prepare(
          `${ids}, k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < 20)
           INSERT INTO moves (match_id, seq, seat, move, events, prev_hash, hash, created_at)
           SELECT ${idOf}, j, j % 2, '{"type":"bench","pad":"' || hex(zeroblob(40)) || '"}', '[{"type":"bench"}]', ?3, ?3, ?4 FROM n, k`,
        )
        .bind(from, to, HASH, now - DAY),
      d1
        .prepare(
          `${ids} INSERT INTO outbox (match_id, seq, seat, kind, channel, payload, status, attempts, created_at, sent_at)
           SELECT ${idOf}, 20, s.seat, 'match_over', 'email', '{"origin":null}', 'sent', 1, ?3, ?3
           FROM n, (SELECT 0 AS seat UNION ALL SELECT 1) s`,
        )
        .bind(from, to, now - DAY),
    );
  }
  await d1.batch(stmts);
}

/** Puts the 50 % reminder of seat 0 of active matches `from`..`to` due at `now` (its deadline a day away). */
export async function dueReminders(d1: D1Database, from: number, to: number, now: number): Promise<void> {
  await d1
    .prepare(`${ids} UPDATE seats SET deadline = ?3, reminded = 0 WHERE seat = 0 AND match_id IN (SELECT ${idOf} FROM n)`)
    .bind(from, to, now + DAY)
    .run();
}

/** Makes `n` delivered outbox rows of the synthetic finished matches `days` old: a backlog for retention. */
export async function ageOutbox(d1: D1Database, n: number, days: number, now: number): Promise<void> {
  await d1
    .prepare(`UPDATE outbox SET created_at = ?1 WHERE id IN (
      SELECT o.id FROM outbox o JOIN matches m ON m.id = o.match_id WHERE m.seed = 'seed' AND o.status = 'sent' LIMIT ?2)`)
    .bind(now - days * DAY, n)
    .run();
}

/** Bytes a match holds in D1: the length of every value of its rows in its tables (integers counted as their digits). */
export async function matchBytes(d1: D1Database, id: string): Promise<number> {
  let total = 0;
  const tables = ["seats", "moves", "checkpoints", "outbox", "chat_lines"].map((t) => [t, "match_id"]);
  for (const [table, key] of [["matches", "id"], ...tables]) {
    const cols = (await d1.prepare(`SELECT name FROM pragma_table_xinfo('${table}') WHERE hidden = 0`).all<{ name: string }>()).results;
    const sum = cols.map((c) => `coalesce(length(CAST("${c.name}" AS BLOB)), 0)`).join(" + ");
    total += (await d1.prepare(`SELECT coalesce(sum(${sum}), 0) AS n FROM ${table} WHERE ${key} = ?`).bind(id).first<number>("n")) ?? 0;
  }
  return total;
}
