/**
 * What the main Worker and the jobs Worker (jobs/) say to each other over the JOBS service binding (RPC): the work no
 * API request waits on — the cron, a bot's run of decisions, a reply to a turn e-mail. Types only, here because both
 * name them and neither imports the other's code for it.
 */

/**
 * The main Worker's settings, with every call: its vars and secrets as strings (the link key, the public origin, the
 * bot levels, the databases' roles…). The jobs Worker has the same bindings and none of these settings of its own, so
 * an operator sets them once, on the main Worker.
 */
export type MainSettings = Record<string, string>;

/** A message on the notify queue asking for one bot run in `matchId` from `seq`. */
export interface BotMessage {
  kind: "bot";
  matchId: string;
  seq: number;
  /** The client whose write caused this bot work (worker/botbudget.ts); absent: the cron's shared key. */
  client?: string;
}

/** What one bot run did (jobs/bots.ts `BotRun`): its last decision, or why it played none, and how many it played. */
export interface BotRunOutcome {
  status: "played" | "stale" | "idle" | "conflict" | "deferred";
  decisions: number;
  /** played: the last move's seq, its seat and level. */
  seq?: number;
  seat?: number;
  level?: string;
  /** deferred: ask again in this many ms (the client's bot budget is spent). */
  inMs?: number;
}

/** A reply to a turn e-mail as Email Routing handed it to the main Worker's `email` entry point. */
export interface InboundMail {
  from: string;
  to: string;
  raw: ReadableStream<Uint8Array>;
  rawSize: number;
}

/** What became of a reply (jobs/inbound/email.ts `Inbound`, as JSON for the log), and the SMTP rejection to give it, if any. */
export interface InboundOutcome {
  summary: string;
  reject: string | null;
}

/** The jobs Worker's RPC methods (jobs/index.ts), as the main Worker calls them through its JOBS binding. */
export interface JobsService {
  /** The cron's run at its scheduled time (reminders, timeouts, digest, outbox sweep, stalled bots), then retention. */
  cron(at: number, settings: MainSettings): Promise<void>;
  /** One bot run (the notify queue's bot messages, and a write's bot turn where there is no queue). */
  runBot(message: BotMessage, settings: MainSettings): Promise<BotRunOutcome>;
  /** A reply to a turn e-mail: its moves played, its answer sent. */
  playReply(mail: InboundMail, settings: MainSettings): Promise<InboundOutcome>;
}
