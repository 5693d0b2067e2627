/**
 * The zod schemas of the HTTP API: they validate requests at the edge and generate /api/openapi.json,
 * so the description cannot drift from what the server accepts.
 */
import { z } from "@hono/zod-openapi";
import { isEmail } from "../checks/email.js";
import { publicUrlProblem, pushEndpointProblem } from "../checks/public-url.js";
import { classifyContact } from "./contacts.js";
import { isTimeZone, LANGS } from "../i18n/core.js";
import { BOT_LEVELS } from "../db/enums.js";

const PRINTABLE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

export const MatchId = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, "not a match id").openapi({ example: "k3Jx9_aQ2mZp" });
export const SeatNo = z.number().int().min(0).max(63);

/** A check that reports the problem a function finds (null: fine). */
const check = (problem: (v: string) => string | null, label: string) => (v: string, ctx: z.RefinementCtx) => {
  const p = problem(v);
  if (p) ctx.addIssue({ code: "custom", message: `${label}: ${p}` });
};

export const EmailAddress = z
  .string()
  .trim()
  .max(254)
  .refine(isEmail, "not an e-mail address")
  .openapi({ description: "An e-mail address. The first message to it asks its owner to confirm it; nothing else goes to it before. Shown to nobody else.", example: "ana@example.org" });

export const WebhookUrl = z
  .string()
  .trim()
  .max(1000)
  .superRefine(check(publicUrlProblem, "webhook"))
  .openapi({
    description:
      "An https URL on a public host name (no IP address, no single-label or internal name). Discord (…/api/webhooks/…) and Slack (hooks.slack.com) get their own format, others generic JSON. Shown to nobody else.",
  });

export const Contact = z
  .string()
  .trim()
  .max(1000)
  .superRefine((v, ctx) => {
    const c = classifyContact(v);
    if ("problem" in c) ctx.addIssue({ code: "custom", message: c.problem });
  })
  .openapi({ description: "Older form of `email` / `webhook`: an e-mail address or an https webhook URL, parsed strictly (else 400)." });

const contactFields = { contact: Contact.optional(), email: EmailAddress.optional(), webhook: WebhookUrl.optional() };
const oneContactForm = (s: { contact?: string | undefined; email?: string | undefined; webhook?: string | undefined }) =>
  s.contact === undefined || (s.email === undefined && s.webhook === undefined);
const ONE_FORM = { message: "give `contact`, or `email` and/or `webhook`, not both", path: ["contact"] };

/** The language of a seat's messages and the time zone of their dates: from the browser, changeable by the seat. */
export const SeatLang = z.enum(LANGS).openapi("Lang", { description: "The language of the seat's messages (e-mail, digest, webhook, push)" });
export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, "not an IANA time zone")
  .openapi({ example: "Europe/Paris", description: "IANA time zone for the dates in the seat's messages (UTC when absent)" });
const languageFields = { lang: SeatLang.optional(), timeZone: TimeZone.optional() };

export const PlayerName = z.string().trim().min(1).max(40).regex(PRINTABLE, "names may not contain control characters");

export const SeatSpec = z
  .union([
    z.object({ name: PlayerName, ...contactFields }).strict().refine(oneContactForm, ONE_FORM),
    z.object({ open: z.literal(true) }).strict().openapi({ description: "A seat claimed later with the invite link" }),
    z
      .object({ bot: z.enum(BOT_LEVELS), name: PlayerName.optional() })
      .strict()
      .openapi({ description: "A computer player (only for games whose catalogue entry lists `bots`): no secret, no contact" }),
  ])
  .openapi("SeatSpec");

export const TimeoutPolicy = z.enum(["skip", "fallback", "abandon", "bot"]).openapi("TimeoutPolicy", {
  description:
    "At a seat's deadline: `fallback` plays a random legal move for it (seeded, reproducible; marked `by: timeout` in the log), " +
    "`skip` plays the game's pass move when it offers one (else the fallback), `abandon` ends the match as abandoned, " +
    "`bot` lets a computer player take the seat over (moves marked `by: bot`) until its owner comes back (any GET or move " +
    "with the seat's secret); for games without bots `bot` acts as `fallback`",
});

export const BotLevel = z.enum(BOT_LEVELS).openapi("BotLevel", { description: "A computer player's level" });

const clockExtras = {
  totalDays: z.number().int().min(1).max(365).optional().openapi({ description: "Optional cap: total thinking days per seat over the match" }),
  timeout: TimeoutPolicy.optional().openapi({ description: "Default `fallback`" }),
  botLevel: BotLevel.optional().openapi({ description: "With timeout `bot`: the level of the bot that takes a seat over; default `easy`" }),
  vacationDays: z.number().int().min(0).max(60).optional().openapi({ description: "Vacation days per seat and calendar year that pause its clock; default 0" }),
};

export const Clock = z
  .union([
    z.object({ daysPerMove: z.number().int().min(1).max(14), ...clockExtras }).strict(),
    z
      .object({ hoursPerMove: z.number().int().min(1).max(24 * 90), ...clockExtras })
      .strict()
      .openapi({ description: "The first API's form (hours); prefer daysPerMove" }),
  ])
  .openapi("Clock", {
    description: "Time per move. Reminders at 50 % and 80 % of it; at the deadline the timeout policy applies.",
  });

export const ClockOut = z
  .object({
    daysPerMove: z.number(),
    totalDays: z.number().nullable(),
    timeout: TimeoutPolicy,
    botLevel: BotLevel.optional(),
    vacationDays: z.number().int(),
  })
  .nullable()
  .openapi("MatchClock");

export const CreateMatchBody = z
  .object({
    game: z.string().min(1).max(40).openapi({ example: "tongiaki" }),
    seats: z.array(SeatSpec).min(1).max(12),
    options: z.record(z.string(), z.unknown()).optional().openapi({ description: "Game options; see GET /api/games" }),
    clock: Clock.optional(),
    ...languageFields,
  })
  .strict()
  .openapi("CreateMatch", { description: "`lang` and `timeZone` (the creator's browser's) apply to every named seat; each seat can change its own" });

export const CreatedSeat = z
  .object({
    seat: SeatNo,
    name: z.string().nullable(),
    open: z.boolean(),
    bot: BotLevel.optional().openapi({ description: "Present for a computer player's seat (it has no secret)" }),
    secret: z.string().optional().openapi({ description: "The seat's bearer secret; shown once, only its hash is stored" }),
    link: z.string().optional(),
  })
  .openapi("CreatedSeat");

export const CreatedMatch = z
  .object({
    id: MatchId,
    game: z.string(),
    status: z.enum(["open", "active"]),
    seats: z.array(CreatedSeat),
    invite: z.object({ token: z.string(), link: z.string() }).optional(),
    spectatorLink: z.string(),
    seedHash: z.string().openapi({ description: "hex sha256 of the seed, revealed in the record once the match is over" }),
  })
  .openapi("CreatedMatch");

export const JoinBody = z
  .object({
    invite: z.string().min(16).max(128),
    name: PlayerName,
    ...contactFields,
    seat: SeatNo.optional().openapi({ description: "A particular open seat; the first open one when omitted" }),
    ...languageFields,
  })
  .strict()
  .refine(oneContactForm, ONE_FORM)
  .openapi("Join");

export const Joined = z
  .object({ id: MatchId, seat: SeatNo, secret: z.string(), link: z.string(), status: z.enum(["open", "active"]) })
  .openapi("Joined");

export const Outcome = z
  .object({
    scores: z.array(z.number()),
    ranking: z.array(z.array(z.number().int())),
    reason: z.string(),
    details: z.unknown().optional(),
  })
  .openapi("Outcome");

export const Player = z
  .object({
    seat: SeatNo,
    name: z.string().nullable(),
    open: z.boolean(),
    deadline: z.number().int().nullable().openapi({ description: "This seat's deadline while it is on turn (ms since the epoch)" }),
    vacationUntil: z.number().int().nullable().openapi({ description: "Set while the seat is on vacation (its clock is paused)" }),
    bot: BotLevel.optional().openapi({ description: "Present when the seat is a computer player" }),
    takenOverBy: z.literal("bot").optional().openapi({
      description: "Present while a bot plays for this human seat (timeout policy `bot`); the owner's next GET or move with its secret ends it",
    }),
  })
  .openapi("Player");

export const MatchState = z
  .object({
    id: MatchId,
    game: z.string(),
    rulesVersion: z.number().int(),
    status: z.enum(["open", "active", "finished", "abandoned"]),
    seq: z.number().int().openapi({ description: "Moves played so far; send it back with the next move" }),
    activeSeats: z.array(SeatNo),
    view: z.unknown().openapi({ description: "The game's view of the state for this caller" }),
    outcome: Outcome.nullable(),
    seedHash: z.string(),
    players: z.array(Player),
    deadline: z.number().int().nullable().openapi({ description: "The earliest deadline of the seats on turn" }),
    clock: ClockOut,
    you: z
      .object({
        seat: SeatNo,
        name: z.string().nullable(),
        contact: z.string().nullable().openapi({ description: "Your e-mail, else your webhook (see …/seats/me/notifications for all)" }),
        vacation: z
          .object({ leftMs: z.number().int(), until: z.number().int().nullable() })
          .optional()
          .openapi({ description: "When the match allows vacation: what is left this year, and the end of the current one" }),
      })
      .optional(),
    legalMoves: z.array(z.unknown()).optional().openapi({ description: "Every move this seat may make now (seat callers only)" }),
  })
  .openapi("Match");

/** Every 4xx and 5xx answer. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "stale_seq" }),
      message: z.string(),
      rule: z.string().optional().openapi({ description: "The rulebook section the engine cites, for illegal moves" }),
    }),
    seq: z.number().int().optional().openapi({ description: "On 409: the match's current seq" }),
    match: MatchState.optional().openapi({ description: "On 409 stale_seq: the match as the caller may see it now (as GET /api/matches/{id})" }),
  })
  .openapi("Error");

export const MoveBody = z
  .object({
    seq: z.number().int().min(0).openapi({ description: "The seq the client saw (the match's current seq)" }),
    move: z
      .unknown()
      .refine((m) => m !== undefined, "move is required")
      .openapi({ description: "One of the legalMoves, as JSON", example: { type: "take", n: 2 } }),
  })
  .strict()
  .openapi("MoveRequest");

/** Something a move produced, as the caller may see it (the game's own event types; `type` names it). */
export const GameEvent = z.object({ type: z.string() }).catchall(z.unknown()).openapi("GameEvent");

export const LogEntry = z
  .object({
    seq: z.number().int(),
    seat: SeatNo,
    move: z.unknown(),
    text: z.string(),
    events: z.array(GameEvent),
    at: z.number().int(),
    by: z.enum(["timeout", "bot"]).optional().openapi({ description: "`timeout`: played for the seat at its deadline; `bot`: decided by a computer player" }),
    prevHash: z.string(),
    hash: z.string(),
  })
  .openapi("LogEntry");

export const Log = z.object({ id: MatchId, seq: z.number().int(), entries: z.array(LogEntry) }).openapi("Log");

export const AtSeq = z
  .object({
    id: MatchId,
    seq: z.number().int(),
    activeSeats: z.array(SeatNo),
    view: z.unknown(),
    outcome: Outcome.nullable(),
    events: z.array(GameEvent).openapi({ description: "What move `seq` produced, filtered for the caller" }),
  })
  .openapi("AtSeq");

export const Views = z
  .object({
    id: MatchId,
    seq: z.number().int().openapi({ description: "The match's current seq: `views` stops there" }),
    views: z.array(AtSeq).openapi({ description: "One entry per seq from `from` to `to` (or the current seq, if lower), in order" }),
  })
  .openapi("Views");

export const RecordSchema = z
  .object({
    format: z.literal("waka-record/1"),
    id: MatchId,
    game: z.string(),
    rulesVersion: z.number().int(),
    players: z.number().int(),
    options: z.unknown(),
    seed: z.string().optional().openapi({ description: "Only once the match is finished; sha256(seed) == seedHash" }),
    seedHash: z.string(),
    genesisHash: z.string(),
    headHash: z.string(),
    status: z.string(),
    outcome: Outcome.nullable(),
    seats: z.array(z.object({ seat: SeatNo, name: z.string().nullable(), bot: BotLevel.optional() })),
    moves: z.array(
      z.object({ seq: z.number().int(), seat: SeatNo, move: z.unknown(), by: z.enum(["timeout", "bot"]).optional(), prevHash: z.string(), hash: z.string() }),
    ),
  })
  .openapi("GameRecord");

export const GameInfo = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    players: z.object({ min: z.number().int(), max: z.number().int() }),
    rulesVersion: z.number().int(),
    options: z.object({
      defaults: z
        .record(z.string(), z.unknown())
        .nullable()
        .openapi({ description: "The options used when none are given (for the minimum player count)" }),
    }),
    bots: z.array(BotLevel).openapi({ description: "The computer players' levels this server offers for the game ([] when it has none)" }),
  })
  .openapi("Game");

export const Catalogue = z.object({ games: z.array(GameInfo) }).openapi("Catalogue");

export const PushSubscriptionSchema = z
  .object({
    endpoint: z
      .string()
      .max(2000)
      .superRefine(check(pushEndpointProblem, "endpoint"))
      .openapi({ description: "A push service's endpoint: FCM, Mozilla autopush, Apple web push or Windows WNS" }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
  })
  .openapi("PushSubscription", { description: "As returned by the browser's PushManager.subscribe() (toJSON)" });

export const NotificationsBody = z
  .object({
    email: EmailAddress.nullable().optional(),
    webhook: WebhookUrl.nullable().optional(),
    push: PushSubscriptionSchema.nullable().optional(),
    digest: z.boolean().optional().openapi({ description: "E-mail once a day (the matches where it is your turn) instead of once per turn" }),
    lang: SeatLang.optional(),
    timeZone: TimeZone.nullable().optional(),
  })
  .strict()
  .openapi("NotificationsUpdate", { description: "Fields left out stay as they are; null turns a channel off" });

export const Notifications = z
  .object({
    seat: SeatNo,
    email: z.string().nullable(),
    emailStatus: z
      .enum(["confirmed", "unconfirmed", "unsubscribed"])
      .nullable()
      .openapi({ description: "The address's state: e-mail goes out once its owner confirmed it (link in the first message); unsubscribed from all of Waka: nothing goes to it" }),
    webhook: z.string().nullable(),
    push: z.boolean().openapi({ description: "A push subscription is stored" }),
    digest: z.boolean(),
    lang: SeatLang,
    timeZone: z.string().nullable(),
    available: z.object({
      email: z.boolean().openapi({ description: "This server can send e-mail (or records it in the local mailbox)" }),
      push: z.object({ publicKey: z.string() }).nullable().openapi({ description: "The VAPID public key for PushManager.subscribe(), or null" }),
    }),
  })
  .openapi("Notifications");

export const VacationBody = z
  .object({ days: z.number().int().min(0).max(60).openapi({ description: "Days from now (capped by what is left this year); 0 ends the vacation" }) })
  .strict()
  .openapi("VacationRequest");

export const Vacation = z
  .object({
    seat: SeatNo,
    daysPerYear: z.number().int(),
    leftMs: z.number().int(),
    until: z.number().int().nullable(),
    deadline: z.number().int().nullable(),
  })
  .openapi("Vacation");

export const ServerConfig = z
  .object({
    mailbox: z.boolean().openapi({ description: "The local mailbox is on (development): GET /api/dev/mailbox" }),
    email: z.boolean(),
    push: z.object({ publicKey: z.string() }).nullable(),
    messages: z
      .object({
        origin: z.string().nullable().openapi({ description: "PUBLIC_ORIGIN: the only origin of links in messages (null: local development uses its loopback address)" }),
        problem: z.string().nullable().openapi({ description: "Why this server sends no message (PUBLIC_ORIGIN missing or invalid), or null" }),
      })
      .openapi({ description: "Links in messages come only from a trusted origin, never from a request's Host header" }),
  })
  .openapi("ServerConfig");

export const MailboxMessage = z
  .object({
    id: z.number().int(),
    outboxId: z.number().int(),
    match: z.string(),
    seat: SeatNo,
    channel: z.string(),
    to: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    at: z.number().int(),
  })
  .openapi("MailboxMessage");

export const Mailbox = z.object({ messages: z.array(MailboxMessage) }).openapi("Mailbox");

export type CreateMatchInput = z.infer<typeof CreateMatchBody>;
export type CreatedMatchOutput = z.infer<typeof CreatedMatch>;
export type JoinInput = z.infer<typeof JoinBody>;
export type JoinedOutput = z.infer<typeof Joined>;
export type MatchOutput = z.infer<typeof MatchState>;
export type LogOutput = z.infer<typeof Log>;
export type AtSeqOutput = z.infer<typeof AtSeq>;
export type ViewsOutput = z.infer<typeof Views>;
export type RecordOutput = z.infer<typeof RecordSchema>;
export type GameInfoOutput = z.infer<typeof GameInfo>;
export type NotificationsInput = z.infer<typeof NotificationsBody>;
export type NotificationsOutput = z.infer<typeof Notifications>;
export type VacationOutput = z.infer<typeof Vacation>;
