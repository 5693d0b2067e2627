import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * One row per match. `state`, `active_seats`, `outcome`, `head_hash` and `seq` are a cache of what the move log
 * says (rebuildable by replaying `moves` from `seed`); `seq` always equals the highest `moves.seq`.
 * Times are milliseconds since the epoch.
 */
export const matches = sqliteTable(
  "matches",
  {
    id: text("id").primaryKey(),
    game: text("game").notNull(),
    rulesVersion: integer("rules_version").notNull(),
    options: text("options").notNull(), // JSON, as parsed by the game (defaults filled in)
    players: integer("players").notNull(),
    status: text("status", { enum: ["open", "active", "finished", "abandoned"] }).notNull(),
    seed: text("seed").notNull(), // secret until the match is finished
    seedHash: text("seed_hash").notNull(), // hex sha256(seed), public from the start
    inviteHash: text("invite_hash"), // hex sha256 of the invite token while seats are open
    seq: integer("seq").notNull().default(0),
    state: text("state"), // JSON snapshot after move `seq`; null means "rebuild from the log"
    activeSeats: text("active_seats").notNull().default("[]"), // JSON Seat[]
    outcome: text("outcome"), // JSON Outcome once finished
    headHash: text("head_hash").notNull(), // hash of the last move (the genesis hash before any move)
    clock: text("clock"), // JSON clock settings, null = no clock
    turnDeadline: integer("turn_deadline"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("matches_status_deadline").on(t.status, t.turnDeadline)],
);

/** The seats of a match. The seat secret is never stored, only its SHA-256; an open seat has none yet. */
export const seats = sqliteTable(
  "seats",
  {
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id),
    seat: integer("seat").notNull(),
    name: text("name"),
    tokenHash: text("token_hash"),
    contact: text("contact"), // e-mail address or webhook URL; shown to nobody but the seat itself
    prefs: text("prefs"), // JSON notification preferences (later issue)
    joinedAt: integer("joined_at"),
    lastSeenAt: integer("last_seen_at"),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] })],
);

/** The move log. Append-only: (match_id, seq) is the concurrency guard; nothing updates or deletes a row. */
export const moves = sqliteTable(
  "moves",
  {
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id),
    seq: integer("seq").notNull(), // 1-based
    seat: integer("seat").notNull(),
    move: text("move").notNull(), // JSON, exactly as parsed by the game
    events: text("events").notNull(), // JSON GameEvent[] (public events, filtered per viewer on the way out)
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

/** Notifications to deliver, written in the same batch as the move that caused them. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    matchId: text("match_id").notNull(),
    seq: integer("seq").notNull(),
    seat: integer("seat").notNull(),
    kind: text("kind").notNull(), // your_turn | match_over
    channel: text("channel").notNull(), // email | webhook | none (no contact given)
    payload: text("payload").notNull(), // JSON
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("outbox_once").on(t.matchId, t.seq, t.seat, t.kind),
    index("outbox_due").on(t.status, t.nextAttemptAt),
  ],
);

export type MatchRow = typeof matches.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type MoveRow = typeof moves.$inferSelect;
export type OutboxInsert = typeof outbox.$inferInsert;

