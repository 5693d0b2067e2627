/**
 * What the main Worker and the delivery Worker say to each other over the DELIVERY service binding (RPC): the
 * methods delivery/index.ts implements, and what travels with them. Types only, here because both Workers name them
 * and neither imports the other's code for it.
 */

/**
 * The main Worker's settings a delivery must use: the mailbox switch, the link key, the public origin, and which D1
 * bindings hold matches and the directory (worker/shards.ts; the delivery Worker binds the same names).
 */
export interface SharedSettings {
  MAILBOX?: string;
  /** With MAILBOX: deliver to loopback receivers too (checks/local-receivers.ts). */
  LOCAL_RECEIVERS?: string;
  SEAT_LINK_KEY?: string;
  PUBLIC_ORIGIN?: string;
  D1_SHARDS?: string;
  D1_DIRECTORY?: string;
  D1_OPEN?: string;
}

/** What a delivery became (delivery/deliver.ts). */
export type Delivery = { status: "sent" | "skipped" | "dead" | "not_claimed" | "unconfirmed" } | { status: "retry"; inMs: number };

/** The channels the delivery Worker can send by (GET /api/config, a seat's notification settings). */
export interface Channels {
  email: boolean;
  push: { publicKey: string } | null;
}

/**
 * A reply to a turn e-mail as the delivery Worker read it (delivery/inbound/read.ts, issue #43) for the main Worker's
 * email handler (jobs/inbound/).
 */
export interface ReadReply {
  /** Why a robot sent it (an auto-reply, a bounce, a list), or null: a robot's message is never answered. */
  automatic: string | null;
  /** The From header's address. */
  from: string | null;
  messageId: string | null;
  subject: string;
  /** The first lines the sender wrote, above the quoted notice. */
  lines: string[];
  /** The receiving server's DMARC/DKIM verdict; null when it wrote none (local development). */
  authenticated: boolean | null;
}

/** Why a reply played nothing (or stopped): each said in the seat's language. */
export type ReplyRefusal = "stale" | "garbled" | "illegal" | "not_your_turn" | "over" | "not_your_address";

/** The answer to a reply, which the delivery Worker words in the seat's language and sends (or records in the mailbox). */
export interface ReplyAnswer {
  matchId: string;
  /** The number of the match's database (db/shards.ts). */
  shard: number;
  /** The seat the reply was for: its language, its current choices, its reply address. */
  seat: number;
  /** The address answered: the seat's own, or (only when confirmed with Waka) the address that wrote from elsewhere. */
  to: string;
  /** The reply's Message-ID and subject, so that the answer threads under it. */
  inReplyTo: string | null;
  subject: string;
  /** The moves the reply played, in the game's notation. */
  played: string[];
  /** Why it played nothing more, or null when everything it said was played. */
  refused: ReplyRefusal | null;
  /** The line that could not be played (illegal). */
  line?: string;
  /** The trusted origin of the answer's links (worker/origin.ts storedOrigin), as the match's messages record it. */
  origin: string | null;
}

/** The words of the small pages behind a message's links, in one language (delivery/page-words.ts has the four). */
export interface PageWords {
  unsubscribeTitle: string;
  unsubscribeText: (match: string) => string;
  unsubscribeMatch: string;
  unsubscribeAll: string;
  unsubscribedTitle: string;
  unsubscribedText: string;
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  stopAllTitle: string;
  stopAllText: string;
  confirmedTitle: string;
  confirmedWaiting: (n: number) => string;
  confirmedNone: string;
  stoppedTitle: string;
  stoppedText: string;
  confirmAgain: string;
  openMatch: string;
  home: string;
  inviteTitle: string;
  inviteText: (match: string) => string;
  inviteAccept: string;
  inviteDecline: string;
  declinedTitle: string;
  declinedText: string;
}

type PlainWord = { [K in keyof PageWords]: PageWords[K] extends string ? K : never }[keyof PageWords];
type WordOf = { [K in keyof PageWords]: PageWords[K] extends (arg: infer A) => string ? [K, A] : never }[keyof PageWords];

/** One of those words as a page names it: its key, or its key and what it is said of (a match, a count). */
export type PageWord = PlainWord | WordOf;

/**
 * A page behind a message's link (an unsubscribe, an address's confirmation, an invitation) as the main Worker describes
 * it, its words named by key: the delivery Worker words it in `lang` and renders it (delivery/pages.ts). Actions and
 * links are same-origin paths.
 */
export interface LinkPage {
  lang: string;
  title: PageWord;
  paragraphs: PageWord[];
  /** Forms that POST to `action` with one button; `quiet`: the lesser choice. */
  forms?: { action: string; button: PageWord; quiet?: boolean }[];
  links?: { href: string; text: PageWord }[];
}

/** The delivery Worker's RPC methods (delivery/index.ts), as the main Worker calls them through its DELIVERY binding. */
export interface DeliveryService {
  /**
   * Delivers these outbox rows of database number `shard` (default 0, db/shards.ts) one after the other; what
   * became of each. `at`: the caller's clock (default now).
   */
  deliver(outboxIds: number[], shared: SharedSettings, at?: number, shard?: number): Promise<Delivery[]>;
  /** The cron's sweep at its scheduled time, in every database: rows left pending, retries due, stale claims. */
  sweep(shared: SharedSettings, at?: number): Promise<Delivery[]>;
  channels(): Promise<Channels>;
  /** Reads a reply's raw message (at most 1 MiB); `envelopeFrom`: its SMTP MAIL FROM. */
  readReply(raw: ArrayBuffer, envelopeFrom: string): Promise<ReadReply>;
  /** Words and sends the answer to a reply (at most one an hour per address for one that played nothing); whether it went. */
  answerReply(answer: ReplyAnswer, shared: SharedSettings, at?: number): Promise<boolean>;
  /** The HTML of a page behind a message's link, in its language. */
  page(page: LinkPage): Promise<string>;
}
