/**
 * The closed sets of values stored in text columns, defined once: the schema declares its columns with them
 * (drizzle `enum`), and the worker's types are derived from them.
 */
export const MATCH_STATUSES = ["open", "active", "finished", "abandoned"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** A computer player's level (engine/bots): a bot seat's, a takeover's, a clock's bot policy's. */
export const BOT_LEVELS = ["easy", "strong"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Who decided a move other than its seat (moves.by): the clock's timeout, a bot, or the server for a seat that resigned. */
export const MOVE_DECIDERS = ["timeout", "bot", "resigned"] as const;

export const OUTBOX_KINDS = [
  "your_turn",
  "match_over",
  "reminder50",
  "reminder80",
  "timeout",
  "digest",
  "confirm",
  "links",
  "rematch",
  "invite",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** What the owner of a seat's address said to the seat (worker/notify/consent.ts): asked, yes, no. */
export const CONSENTS = ["invited", "accepted", "declined"] as const;
export type Consent = (typeof CONSENTS)[number];

/** A seat's notification channels; `none` records that the seat had none when the row was written. */
export const CHANNELS = ["email", "webhook", "push", "none"] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * pending → sending → sent, or → retry (back-off) → … → dead; held (waits for the daily digest) → digested;
 * unconfirmed (waits for its address to be confirmed); skipped (nothing to deliver to).
 */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "retry", "dead", "held", "digested", "unconfirmed", "skipped"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
