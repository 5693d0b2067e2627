/** Queries for table talk (chat_lines, chat_mutes, chat_reads); the rules about who may write live in worker/live/chat.ts. */
import { and, asc, count, eq, gt, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { chatLines, chatMutes, chatReads, type ChatLineRow } from "./schema.js";

export async function listLines(db: Db, matchId: string, hideSeats: readonly number[] = []): Promise<ChatLineRow[]> {
  const where = hideSeats.length
    ? and(eq(chatLines.matchId, matchId), notInArray(chatLines.seat, [...hideSeats]))
    : eq(chatLines.matchId, matchId);
  return db.select().from(chatLines).where(where).orderBy(asc(chatLines.id));
}

/**
 * Appends a line only if the seat wrote fewer than `perMinute` since `since` and the match holds fewer than `maxLines`:
 * the counts and the insert are one statement, so lines posted at once cannot all pass the same count. Returns the
 * stored row, or which limit refused it.
 */
export async function appendLineWithin(
  db: Db,
  line: { matchId: string; seat: number; text: string; createdAt: number },
  limits: { since: number; perMinute: number; maxLines: number },
): Promise<ChatLineRow | "rate" | "full"> {
  const mine = sql`(SELECT count(*) FROM ${chatLines} WHERE ${chatLines.matchId} = ${line.matchId} AND ${chatLines.seat} = ${line.seat}
    AND ${chatLines.createdAt} >= ${limits.since})`;
  const all = sql`(SELECT count(*) FROM ${chatLines} WHERE ${chatLines.matchId} = ${line.matchId})`;
  const rows = await db
    .insert(chatLines)
    .select(
      db
        .select({
          id: sql`NULL`.as("id"),
          matchId: sql`${line.matchId}`.as("match_id"),
          seat: sql`${line.seat}`.as("seat"),
          text: sql`${line.text}`.as("text"),
          createdAt: sql`${line.createdAt}`.as("created_at"),
        })
        .from(sql`(SELECT 1)`)
        .where(sql`${mine} < ${limits.perMinute} AND ${all} < ${limits.maxLines}`),
    )
    .returning();
  if (rows[0]) return rows[0];
  const [r] = await db.select({ n: count() }).from(chatLines).where(eq(chatLines.matchId, line.matchId));
  return Number(r?.n ?? 0) >= limits.maxLines ? "full" : "rate";
}

/** The seats `seat` muted in this match. */
export async function mutedBy(db: Db, matchId: string, seat: number): Promise<number[]> {
  const rows = await db
    .select({ muted: chatMutes.muted })
    .from(chatMutes)
    .where(and(eq(chatMutes.matchId, matchId), eq(chatMutes.seat, seat)));
  return rows.map((r) => r.muted).sort((a, b) => a - b);
}

/** The seats that muted `seat` (they are not sent its lines). */
export async function mutersOf(db: Db, matchId: string, seat: number): Promise<number[]> {
  const rows = await db
    .select({ seat: chatMutes.seat })
    .from(chatMutes)
    .where(and(eq(chatMutes.matchId, matchId), eq(chatMutes.muted, seat)));
  return rows.map((r) => r.seat);
}

export async function setMute(db: Db, matchId: string, seat: number, muted: number, on: boolean): Promise<void> {
  if (on) await db.insert(chatMutes).values({ matchId, seat, muted }).onConflictDoNothing();
  else await db.delete(chatMutes).where(and(eq(chatMutes.matchId, matchId), eq(chatMutes.seat, seat), eq(chatMutes.muted, muted)));
}

/** Marks lines up to `lastId` read for the seat (never backwards). */
export async function markRead(db: Db, matchId: string, seat: number, lastId: number): Promise<void> {
  await db
    .insert(chatReads)
    .values({ matchId, seat, lastId })
    .onConflictDoUpdate({ target: [chatReads.matchId, chatReads.seat], set: { lastId: sql`max(${chatReads.lastId}, excluded.last_id)` } });
}

/**
 * Lines by other seats, not muted by this one, after the last it read: one statement (the match page's poll and My
 * matches ask it on every read of a seat's match), reading the unread lines' index entries only (chat_lines_match).
 */
export async function unreadCount(db: Db, matchId: string, seat: number): Promise<number> {
  const lastRead = sql`coalesce((SELECT ${chatReads.lastId} FROM ${chatReads}
    WHERE ${chatReads.matchId} = ${matchId} AND ${chatReads.seat} = ${seat}), 0)`;
  const muted = sql`(SELECT ${chatMutes.muted} FROM ${chatMutes} WHERE ${chatMutes.matchId} = ${matchId} AND ${chatMutes.seat} = ${seat})`;
  const notMuted = sql`${chatLines.seat} NOT IN ${muted}`;
  const [r] = await db
    .select({ n: count() })
    .from(chatLines)
    .where(and(eq(chatLines.matchId, matchId), gt(chatLines.id, lastRead), ne(chatLines.seat, seat), notMuted));
  return Number(r?.n ?? 0);
}
