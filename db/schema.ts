import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Outcome, Seat } from "../engine/core/game.js";
import { BOT_LEVELS, CHANNELS, CONSENTS, MATCH_STATUSES, MOVE_DECIDERS, OUTBOX_KINDS, OUTBOX_STATUSES } from "./enums.js";

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
    options: text("options", { mode: "json" }).$type<Record<string, unknown>>().notNull(), // as parsed by the game (defaults filled in)
    players: integer("players").notNull(),
    status: text("status", { enum: MATCH_STATUSES }).notNull(),
    seed: text("seed").notNull(), // secret until the match is finished
    seedHash: text("seed_hash").notNull(), // hex sha256(seed), public from the start
    inviteHash: text("invite_hash"), // hex sha256 of the invite token while seats are open
    seq: integer("seq").notNull().default(0),
    /**
     * JSON snapshot after move `seq`; null means "rebuild from the log". Text, not a JSON column: a move writes the
     * string its plan already serialised, and a read parses it only when it needs the state.
     */
    state: text("state"),
    activeSeats: text("active_seats", { mode: "json" }).$type<Seat[]>().notNull().default([]),
    outcome: text("outcome", { mode: "json" }).$type<Outcome>(), // once finished
    headHash: text("head_hash").notNull(), // hash of the last move (the genesis hash before any move)
    clock: text("clock"), // JSON clock settings, null = no clock
    turnDeadline: integer("turn_deadline"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    /**
     * The revision of the match row and its seats: SQLite triggers (migration 0009) add 1 on every change to either,
     * so a move read from a cache (worker/host/match-cache.ts) commits only if nothing it relied on changed since.
     */
    rev: integer("rev").notNull().default(0),
    /**
     * 1 while a bot (a bot seat or a taken-over one) is among the active seats, kept by every statement that changes
     * the active seats or a takeover (db/matches.ts botWaitingSql): the cron's stalled-bot net reads only these matches
     * (index matches_bot_waiting, migration 0011).
     */
    botWaiting: integer("bot_waiting").notNull().default(0),
    /** When the match's record went to the archive bucket (worker/archive/): its log, checkpoints and snapshot left D1. */
    archivedAt: integer("archived_at"),
    /** "Play again": the match this one follows (one rematch per match), and on that match, its rematch. */
    rematchOf: text("rematch_of"),
    rematchId: text("rematch_id"),
    /**
     * The client (worker/ratelimit.ts clientKey) whose write last caused this match's bot work: whoever schedules a
     * bot run later (the cron, a takeover, a queue message without one) charges its bot budget (worker/botbudget.ts).
     */
    botClient: text("bot_client"),
    /** Listed in the lobby (/lobby, worker/lobby.ts); `langs`: the languages its creator speaks, JSON (public matches only). */
    isPublic: integer("public", { mode: "boolean" }).notNull().default(false),
    langs: text("langs", { mode: "json" }).$type<string[]>(),
    /** Hex SHA-256 of the creator token returned at creation: it reads the seats' invitation statuses (worker/host/invitations.ts). */
    creatorHash: text("creator_hash"),
    /**
     * How the match's hash chain is made (worker/chain.ts): 1 for matches made before issue #40, 2 since, whose moves
     * hash who decided them (`by`). Server entries (server_entries) are chained in either.
     */
    chainVersion: integer("chain_version").notNull().default(1),
  },
  (t) => [
    index("matches_status_deadline").on(t.status, t.turnDeadline),
    index("matches_bot_waiting").on(t.updatedAt).where(sql`status = 'active' AND bot_waiting = 1`),
    uniqueIndex("matches_rematch_of").on(t.rematchOf),
    index("matches_archivable").on(t.updatedAt).where(sql`status IN ('finished', 'abandoned') AND archived_at IS NULL`),
    index("matches_lobby").on(t.status, t.createdAt, t.id).where(sql`${t.isPublic} = 1`),
  ],
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
    joinedAt: integer("joined_at"),
    // Notification channels, each shown to nobody but the seat itself.
    email: text("email"),
    webhook: text("webhook"), // https URL; the format (Discord, Slack, generic JSON) follows from the URL
    push: text("push"), // JSON PushSubscription from the seat's browser
    digest: integer("digest").notNull().default(0), // 1: one e-mail a day instead of one per turn
    /** Salt of the seat secret when it is derived as HMAC(SEAT_LINK_KEY, …): lets a message carry the seat link. */
    linkSalt: text("link_salt"),
    /**
     * Moved on only by a move's own batch (db/moves.ts appendMoves), which sets matches.rev itself in the same batch:
     * a seat update that moves this on is not counted again in matches.rev (trigger seats_update_rev, migration 0009).
     */
    rev: integer("rev").notNull().default(0),
    // The seat's clock (worker/clock.ts). Times in ms since the epoch; null when the seat is not on turn.
    turnStartedAt: integer("turn_started_at"),
    deadline: integer("deadline"),
    allowanceMs: integer("allowance_ms"), // thinking time of this turn (without vacation)
    reminded: integer("reminded").notNull().default(0), // 0, 50 or 80: the last reminder sent for this turn
    usedMs: integer("used_ms").notNull().default(0), // thinking time used so far (for a total-time cap)
    vacationFrom: integer("vacation_from"),
    vacationUntil: integer("vacation_until"),
    vacationYear: integer("vacation_year"), // UTC year that vacation_used_ms counts for
    vacationUsedMs: integer("vacation_used_ms").notNull().default(0),
    /** A computer player's level when the seat is a bot (engine/bots): no secret, no contact, never open. */
    bot: text("bot", { enum: BOT_LEVELS }),
    /** While a human seat is played by a bot after its deadline passed (timeout policy "bot"): the bot's level. */
    takeover: text("takeover", { enum: BOT_LEVELS }),
    /** The language of the seat's messages (i18n/core.ts LANGS) and its IANA time zone for their dates (null: UTC). */
    lang: text("lang", { enum: ["en", "fr", "de", "it"] })
      .notNull()
      .default("en"),
    timeZone: text("time_zone"),
    /** When the seat resigned (issue #30): with more than two players the game goes on, the seat played for. */
    resignedAt: integer("resigned_at"),
    // Two virtual columns SQLite computes, SQL of their own (migration 0011) like the rev triggers, so that no row
    // read or cached carries them: `wake_at`, when the cron must next look at the seat's clock (its next reminder,
    // else its deadline; the end of its vacation when that time falls inside it), and `email_key`, the address as
    // "send me my links" looks it up (trimmed, lower case); each indexed (db/clocks.ts dueClocks, db/links.ts).
    /**
     * Whether the owner of the seat's address accepted the seat (worker/notify/consent.ts): turn notices go by e-mail
     * only then. It holds for the address in `consentEmail` (normalized) only: a seat that changes its address starts over.
     */
    consent: text("consent", { enum: CONSENTS }),
    consentEmail: text("consent_email"),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index("seats_deadline").on(t.deadline)],
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
    // Text, not JSON columns: written from the strings the move's plan serialised (the hash chain covers the move as
    // parsed), parsed only by the reads that show them.
    move: text("move").notNull(), // JSON, exactly as parsed by the game
    events: text("events").notNull(), // JSON GameEvent[] (public events, filtered per viewer on the way out)
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
    createdAt: integer("created_at").notNull(),
    /**
     * Who decided: null = the seat itself; "timeout" = played for the seat when its deadline passed; "bot" = a computer
     * player (a bot seat, or a bot that took over a seat); "resigned" = played for a seat that resigned. In the hash chain
     * for matches whose chain_version is 2 (worker/chain.ts moveHash), outside it before.
     */
    by: text("by", { enum: MOVE_DECIDERS }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

/**
 * What the server decided outside the engine (engine/core/ending.ts ServerEntry: a resignation, a bot taking a
 * timed-out seat over, an abandonment at a deadline), chained with the moves (worker/chain.ts entryHash): the entry
 * follows move `after` (0: before any move) and the next move's prev_hash is its hash. Append-only, and written in
 * the same batch as what it decided (db/entries.ts). No seq of its own: the moves' seqs and states stay as they were.
 * Primary key (match_id, prev_hash): one thing only extends a head; the trigger moves_chain_guard (migration 0016)
 * refuses a move planned on a head an entry extended meanwhile.
 */
export const serverEntries = sqliteTable(
  "server_entries",
  {
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id),
    after: integer("after_seq").notNull(),
    seat: integer("seat").notNull(),
    entry: text("entry").notNull(), // JSON ServerEntry, exactly as hashed
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.prevHash] })],
);

/**
 * Snapshots of the state after every CHECKPOINT_EVERY-th move (db/checkpoints.ts), written in that move's own batch
 * (or, for a match older than the table, by the first replay that passes the move): `GET /at/:seq` starts from the
 * nearest one at or before `seq` instead of the seed, so it replays and reads at most that many log rows.
 */
export const checkpoints = sqliteTable(
  "checkpoints",
  {
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id),
    seq: integer("seq").notNull(),
    state: text("state").notNull(), // JSON, exactly as the snapshot after move `seq` was serialised
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

/**
 * Notifications to deliver, written in the same batch as the move (or clock event) that caused them; one row per
 * channel of the seat; the statuses are described in db/enums.ts.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    matchId: text("match_id").notNull(),
    seq: integer("seq").notNull(),
    seat: integer("seat").notNull(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    channel: text("channel", { enum: CHANNELS }).notNull(),
    payload: text("payload").notNull(), // JSON
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at"),
    createdAt: integer("created_at").notNull(),
    claimedAt: integer("claimed_at"),
    sentAt: integer("sent_at"),
    lastError: text("last_error"),
    /** Status 'unconfirmed': the hash (email_addresses.hash) of the address this e-mail waits for. */
    waitFor: text("wait_for"),
  },
  (t) => [
    uniqueIndex("outbox_once_per_channel").on(t.matchId, t.seq, t.seat, t.kind, t.channel),
    index("outbox_due").on(t.status, t.nextAttemptAt),
    index("outbox_wait_for").on(t.waitFor),
    // a match's latest row (originOf: the index holds the rowid, so ORDER BY id DESC LIMIT 1 reads one entry)
    index("outbox_match").on(t.matchId),
    // rows pending since before a time (the sweep) and settled rows old enough to delete (retention)
    index("outbox_status_created").on(t.status, t.createdAt),
  ],
);

/**
 * What an e-mail address said about Waka's e-mail, keyed by the hex SHA-256 of the normalized address (trimmed,
 * lower case), never the address itself: confirmed (its owner followed the confirmation link), unsubscribed from
 * all of Waka (honoured for every match, present and future), and when the last confirmation went out (at most
 * one a day to an address nobody confirmed).
 */
export const emailAddresses = sqliteTable("email_addresses", {
  hash: text("hash").primaryKey(),
  confirmedAt: integer("confirmed_at"),
  unsubscribedAt: integer("unsubscribed_at"),
  confirmSentAt: integer("confirm_sent_at"),
  createdAt: integer("created_at").notNull(),
  /** Invitations to accept a seat (worker/notify/consent.ts) sent on the UTC day `invitesDay` (days since the epoch). */
  invitesDay: integer("invites_day"),
  invites: integer("invites").notNull().default(0),
  /** Answers to replies from this address that played nothing: the start of the hour they count in, and how many. */
  replyAnsweredAt: integer("reply_answered_at"),
  replyAnswers: integer("reply_answers").notNull().default(0),
});

/**
 * The local mailbox: every message as it would have gone out, recorded only when MAILBOX = "on" (local dev). In the
 * directory database (db/shards.ts); `shard` is the number of the database whose outbox row it was.
 */
export const mailbox = sqliteTable(
  "mailbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    shard: integer("shard").notNull().default(0),
    outboxId: integer("outbox_id").notNull(),
    matchId: text("match_id").notNull(),
    seat: integer("seat").notNull(),
    channel: text("channel", { enum: CHANNELS }).notNull(),
    recipient: text("recipient"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    createdAt: integer("created_at").notNull(),
    /** An e-mail's Reply-To (a turn notice's reply address, issue #43), its HTML part, its attachments (JSON). */
    replyTo: text("reply_to"),
    html: text("html"),
    attachments: text("attachments"),
  },
  (t) => [uniqueIndex("mailbox_once").on(t.shard, t.outboxId), index("mailbox_created").on(t.createdAt)],
);

/**
 * Table talk (worker/live/chat.ts): append-only beside the move log, not in its hash chain. A line is written by a
 * seat; everyone who may watch the match may read it.
 */
export const chatLines = sqliteTable(
  "chat_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    matchId: text("match_id").notNull(),
    seat: integer("seat").notNull(),
    text: text("text").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("chat_lines_match").on(t.matchId, t.id), index("chat_lines_rate").on(t.matchId, t.seat, t.createdAt)],
);

/** A seat (`seat`) that does not want to read another seat (`muted`) of the same match. */
export const chatMutes = sqliteTable(
  "chat_mutes",
  {
    matchId: text("match_id").notNull(),
    seat: integer("seat").notNull(),
    muted: integer("muted").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat, t.muted] })],
);

/** The last chat line a seat has read (its turn notice counts the unread ones after it). */
export const chatReads = sqliteTable(
  "chat_reads",
  {
    matchId: text("match_id").notNull(),
    seat: integer("seat").notNull(),
    lastId: integer("last_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] })],
);

export type MatchRow = typeof matches.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type MoveRow = typeof moves.$inferSelect;
export type ServerEntryRow = typeof serverEntries.$inferSelect;
export type OutboxInsert = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;
export type MailboxRow = typeof mailbox.$inferSelect;
export type EmailAddressRow = typeof emailAddresses.$inferSelect;

export type ChatLineRow = typeof chatLines.$inferSelect;

/** "Send me my links" requests per address hash in the current window (the per-address limit; migration 0008). */
export const linkRequests = sqliteTable(
  "link_requests",
  {
    hash: text("hash").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  // windows over are deleted by the cron (jobs/retention.ts)
  (t) => [index("link_requests_window").on(t.windowStart)],
);

/**
 * The public tables waiting for players (issue #39 item 3), one row per table, by the client that opened it (the
 * hex SHA-256 of its rate-limit key, worker/ratelimit.ts clientKey): at most 5 per client. A row whose match is no
 * longer waiting (filled, closed) is dropped when that client opens its next table; the cron drops rows older than
 * the lobby's 7 days (jobs/retention.ts). In the directory database.
 */
export const openTables = sqliteTable(
  "open_tables",
  {
    matchId: text("match_id").primaryKey(),
    client: text("client").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("open_tables_client").on(t.client), index("open_tables_created").on(t.createdAt)],
);

/**
 * Invitations one client caused to one address on the UTC day `day` (issue #39 item 4): the address's hash and the
 * hex SHA-256 of the client's rate-limit key. A small cap per pair, under the address's own daily cap, so one
 * client's flood cannot spend the address's day. In the directory database; past days are deleted by the cron.
 */
export const inviteSenders = sqliteTable(
  "invite_senders",
  {
    hash: text("hash").notNull(),
    client: text("client").notNull(),
    day: integer("day").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.client] }), index("invite_senders_day").on(t.day)],
);
