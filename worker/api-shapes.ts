/**
 * The zod schemas of the HTTP API (zod/mini: the Worker bundles only what it uses). They validate requests at the
 * edge and, through scripts/openapi/document.ts, generate /api/openapi.json, so the description cannot drift from
 * what the server accepts. `doc(…)` (worker/openapi-meta.ts) is what `.openapi(…)` was in classic zod.
 */
import * as z from "zod/mini";
import { isEmail } from "../checks/email.js";
import { apiPushProblem, apiWebhookProblem } from "../checks/local-receivers.js";
import { classifyContact } from "./contacts.js";
import { isTimeZone, LANGS } from "../i18n/core.js";
import { BOT_LEVELS } from "../db/enums.js";
import { doc } from "./openapi-meta.js";

const PRINTABLE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

/** An integer (JSON Schema "integer"), with bounds when given. */
export const int = (...checks: z.core.$ZodCheck<number>[]) => z.number().check(z.int(), ...checks);

export const MatchId = doc(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,32}$/, "not a match id")), { example: "k3Jx9_aQ2mZp" });
export const SeatNo = int(z.minimum(0), z.maximum(63));

/** A check that reports the problem a function finds (null: fine). */
const check = (problem: (v: string) => string | null, label: string) =>
  z.superRefine((v: string, ctx) => {
    const p = problem(v);
    if (p) ctx.addIssue({ code: "custom", message: `${label}: ${p}` });
  });

export const EmailAddress = doc(z.string().check(z.trim(), z.maxLength(254), z.refine(isEmail, "not an e-mail address")), {
  description:
    "An e-mail address. The first message to it asks its owner to confirm it; nothing else goes to it before. Shown to nobody else.",
  example: "ana@example.org",
});

export const WebhookUrl = doc(z.string().check(z.trim(), z.maxLength(1000), check(apiWebhookProblem, "webhook")), {
  description:
    "An https URL on a public host name (no IP address, no single-label or internal name). Discord (…/api/webhooks/…) and Slack (hooks.slack.com) get their own format, others generic JSON. Shown to nobody else.",
});

export const Contact = doc(
  z.string().check(
    z.trim(),
    z.maxLength(1000),
    z.superRefine((v, ctx) => {
      const c = classifyContact(v);
      if ("problem" in c) ctx.addIssue({ code: "custom", message: c.problem });
    }),
  ),
  { description: "Older form of `email` / `webhook`: an e-mail address or an https webhook URL, parsed strictly (else 400)." },
);

const contactFields = { contact: z.optional(Contact), email: z.optional(EmailAddress), webhook: z.optional(WebhookUrl) };
const oneContactForm = (s: { contact?: string | undefined; email?: string | undefined; webhook?: string | undefined }) =>
  s.contact === undefined || (s.email === undefined && s.webhook === undefined);
const ONE_FORM = { message: "give `contact`, or `email` and/or `webhook`, not both", path: ["contact"] };

/** The language of a seat's messages and the time zone of their dates: from the browser, changeable by the seat. */
export const SeatLang = doc(z.enum(LANGS), "Lang", { description: "The language of the seat's messages (e-mail, digest, webhook, push)" });
export const TimeZone = doc(z.string().check(z.minLength(1), z.maxLength(64), z.refine(isTimeZone, "not an IANA time zone")), {
  example: "Europe/Paris",
  description: "IANA time zone for the dates in the seat's messages (UTC when absent)",
});
const languageFields = { lang: z.optional(SeatLang), timeZone: z.optional(TimeZone) };

export const PlayerName = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(PRINTABLE, "names may not contain control characters"));

export const SeatSpec = doc(
  z.union([
    z.strictObject({ name: PlayerName, ...contactFields }).check(z.refine(oneContactForm, ONE_FORM)),
    doc(z.strictObject({ open: z.literal(true) }), { description: "A seat claimed later with the invite link" }),
    doc(z.strictObject({ bot: z.enum(BOT_LEVELS), name: z.optional(PlayerName) }), {
      description: "A computer player (only for games whose catalogue entry lists `bots`): no secret, no contact",
    }),
  ]),
  "SeatSpec",
);

export const TimeoutPolicy = doc(z.enum(["skip", "fallback", "abandon", "bot"]), "TimeoutPolicy", {
  description:
    "At a seat's deadline: `fallback` plays a random legal move for it (seeded, reproducible; marked `by: timeout` in the log), " +
    "`skip` plays the game's pass move when it offers one (else the fallback), `abandon` ends the match as abandoned, " +
    "`bot` lets a computer player take the seat over (moves marked `by: bot`) until its owner comes back (any GET or move " +
    "with the seat's secret); for games without bots `bot` acts as `fallback`",
});

export const BotLevel = doc(z.enum(BOT_LEVELS), "BotLevel", { description: "A computer player's level" });

const clockExtras = {
  totalDays: doc(z.optional(int(z.minimum(1), z.maximum(365))), {
    description: "Optional cap: total thinking days per seat over the match",
  }),
  timeout: doc(z.optional(TimeoutPolicy), { description: "Default `fallback`" }),
  botLevel: doc(z.optional(BotLevel), { description: "With timeout `bot`: the level of the bot that takes a seat over; default `easy`" }),
  vacationDays: doc(z.optional(int(z.minimum(0), z.maximum(60))), {
    description: "Vacation days per seat and calendar year that pause its clock; default 0",
  }),
};

export const Clock = doc(
  z.union([
    z.strictObject({ daysPerMove: int(z.minimum(1), z.maximum(14)), ...clockExtras }),
    doc(z.strictObject({ hoursPerMove: int(z.minimum(1), z.maximum(24 * 90)), ...clockExtras }), {
      description: "The first API's form (hours); prefer daysPerMove",
    }),
  ]),
  "Clock",
  { description: "Time per move. Reminders at 50 % and 80 % of it; at the deadline the timeout policy applies." },
);

export const ClockOut = doc(
  z.nullable(
    z.object({
      daysPerMove: z.number(),
      totalDays: z.nullable(z.number()),
      timeout: TimeoutPolicy,
      botLevel: z.optional(BotLevel),
      vacationDays: int(),
    }),
  ),
  "MatchClock",
);

/** Open tables (issue #31): a public match is listed in GET /api/lobby, and anyone may take its open seats. */
const lobbyFields = {
  public: doc(z.optional(z.boolean()), {
    description: "List the match in the lobby (GET /api/lobby): anyone may then take an open seat without the invite, or watch it",
  }),
  languages: doc(z.optional(z.array(SeatLang).check(z.minLength(1), z.maxLength(LANGS.length))), {
    description: "With `public`: the languages the creator speaks, shown in the lobby; default `[lang]` (else English)",
  }),
};

export const CreateMatchBody = doc(
  z.strictObject({
    game: doc(z.string().check(z.minLength(1), z.maxLength(40)), { example: "tongiaki" }),
    seats: z.array(SeatSpec).check(z.minLength(1), z.maxLength(12)),
    options: doc(z.optional(z.record(z.string(), z.unknown())), { description: "Game options; see GET /api/games" }),
    clock: z.optional(Clock),
    ...languageFields,
    ...lobbyFields,
  }),
  "CreateMatch",
  { description: "`lang` and `timeZone` (the creator's browser's) apply to every named seat; each seat can change its own" },
);

export const CreatedSeat = doc(
  z.object({
    seat: SeatNo,
    name: z.nullable(z.string()),
    open: z.boolean(),
    bot: doc(z.optional(BotLevel), { description: "Present for a computer player's seat (it has no secret)" }),
    secret: doc(z.optional(z.string()), { description: "The seat's bearer secret; shown once, only its hash is stored" }),
    link: z.optional(z.string()),
  }),
  "CreatedSeat",
);

export const Rematch = doc(
  z.object({
    id: doc(MatchId, { description: "The new match" }),
    seat: doc(SeatNo, { description: "Your seat in it (the same as in the old match)" }),
    secret: doc(z.optional(z.string()), {
      description: "Your new seat secret (absent when the server cannot rebuild it: no SEAT_LINK_KEY)",
    }),
    link: z.string(),
    seats: doc(z.optional(z.array(CreatedSeat)), {
      description: "Only to the first caller on a server without SEAT_LINK_KEY: every seat's link, to pass on as after creating a match",
    }),
  }),
  "Rematch",
);

export const CreatedMatch = doc(
  z.object({
    id: MatchId,
    game: z.string(),
    status: z.enum(["open", "active"]),
    seats: z.array(CreatedSeat),
    invite: z.optional(z.object({ token: z.string(), link: z.string() })),
    spectatorLink: z.string(),
    seedHash: doc(z.string(), { description: "hex sha256 of the seed, revealed in the record once the match is over" }),
    creatorToken: doc(z.string(), {
      description:
        "The creator's token (returned only here, stored only as a hash): it reads each seat's invitation, GET /api/matches/{id}/invitations",
    }),
  }),
  "CreatedMatch",
);

export const JoinBody = doc(
  z
    .strictObject({
      invite: doc(z.optional(z.string().check(z.minLength(16), z.maxLength(128))), {
        description: "The invite token; may be left out for a public match (a seat taken from the lobby)",
      }),
      name: PlayerName,
      ...contactFields,
      seat: doc(z.optional(SeatNo), { description: "A particular open seat; the first open one when omitted" }),
      ...languageFields,
    })
    .check(z.refine(oneContactForm, ONE_FORM)),
  "Join",
);

export const Joined = doc(
  z.object({ id: MatchId, seat: SeatNo, secret: z.string(), link: z.string(), status: z.enum(["open", "active"]) }),
  "Joined",
);

export const Outcome = doc(
  z.object({
    scores: z.array(z.number()),
    ranking: z.array(z.array(int())),
    reason: z.string(),
    details: z.optional(z.unknown()),
  }),
  "Outcome",
);

export const Player = doc(
  z.object({
    seat: SeatNo,
    name: z.nullable(z.string()),
    open: z.boolean(),
    deadline: doc(z.nullable(int()), { description: "This seat's deadline while it is on turn (ms since the epoch)" }),
    vacationUntil: doc(z.nullable(int()), { description: "Set while the seat is on vacation (its clock is paused)" }),
    bot: doc(z.optional(BotLevel), { description: "Present when the seat is a computer player" }),
    takenOverBy: doc(z.optional(z.literal("bot")), {
      description:
        "Present while a bot plays for this human seat (timeout policy `bot`); the owner's next GET or move with its secret ends it",
    }),
    vacationLeftMs: doc(z.optional(int()), { description: "When the match allows vacation: what this seat has left this year" }),
    resigned: doc(z.optional(int()), {
      description: "When this seat resigned (ms since the epoch); the server plays for it if the game goes on",
    }),
  }),
  "Player",
);

export const MatchState = doc(
  z.object({
    id: MatchId,
    game: z.string(),
    rulesVersion: int(),
    status: z.enum(["open", "active", "finished", "abandoned"]),
    seq: doc(int(), { description: "Moves played so far; send it back with the next move" }),
    activeSeats: z.array(SeatNo),
    view: doc(z.unknown(), { description: "The game's view of the state for this caller" }),
    outcome: z.nullable(Outcome),
    seedHash: z.string(),
    players: z.array(Player),
    deadline: doc(z.nullable(int()), { description: "The earliest deadline of the seats on turn" }),
    clock: ClockOut,
    you: z.optional(
      z.object({
        seat: SeatNo,
        name: z.nullable(z.string()),
        contact: doc(z.nullable(z.string()), { description: "Your e-mail, else your webhook (see …/seats/me/notifications for all)" }),
        vacation: doc(z.optional(z.object({ leftMs: int(), until: z.nullable(int()) })), {
          description: "When the match allows vacation: what is left this year, and the end of the current one",
        }),
        unread: doc(z.optional(int(z.minimum(0))), {
          description:
            "Table talk lines by the other seats (not muted) after your read mark (PUT …/chat/read); in GET /api/matches/{id}, " +
            "whose ETag moves with it",
        }),
      }),
    ),
    legalMoves: doc(z.optional(z.array(z.unknown())), { description: "Every move this seat may make now (seat callers only)" }),
    notation: doc(z.optional(z.array(z.string())), {
      description:
        'Each of legalMoves in the game\'s notation (its RULES.md, "Notation"), in the same order: the words a reply to a ' +
        "turn e-mail plays it by (seat callers only)",
      example: ["take 1", "take 2", "take 3"],
    }),
    rematchOf: doc(z.optional(MatchId), { description: "The match this one plays again (POST /api/matches/{id}/rematch)" }),
    rematch: doc(z.optional(MatchId), { description: "Once this match was played again: the new match's id" }),
  }),
  "Match",
);

/** Every 4xx and 5xx answer. */
export const ErrorSchema = doc(
  z.object({
    error: z.object({
      code: doc(z.string(), { example: "stale_seq" }),
      message: z.string(),
      rule: doc(z.optional(z.string()), { description: "The rulebook section the engine cites, for illegal moves" }),
    }),
    seq: doc(z.optional(int()), { description: "On 409: the match's current seq" }),
    match: doc(z.optional(MatchState), {
      description: "On 409 stale_seq: the match as the caller may see it now (as GET /api/matches/{id})",
    }),
  }),
  "Error",
);

export const MoveBody = doc(
  z.strictObject({
    seq: doc(int(z.minimum(0)), { description: "The seq the client saw (the match's current seq)" }),
    move: doc(z.unknown().check(z.refine((m) => m !== undefined, "move is required")), {
      description: "One of the legalMoves, as JSON",
      example: { type: "take", n: 2 },
    }),
  }),
  "MoveRequest",
);

/** Something a move produced, as the caller may see it (the game's own event types; `type` names it). */
export const GameEvent = doc(z.catchall(z.object({ type: z.string() }), z.unknown()), "GameEvent");

export const LogEntry = doc(
  z.object({
    seq: int(),
    seat: SeatNo,
    move: z.unknown(),
    text: z.string(),
    notation: doc(z.optional(z.string()), {
      description: 'The move in the game\'s notation (its RULES.md, "Notation"), as a reply to a turn e-mail plays it',
      example: "take 2",
    }),
    events: z.array(GameEvent),
    at: int(),
    by: doc(z.optional(z.enum(["timeout", "bot", "resigned"])), {
      description:
        "`timeout`: played for the seat at its deadline; `bot`: decided by a computer player; `resigned`: played for a seat that resigned",
    }),
    prevHash: z.string(),
    hash: z.string(),
  }),
  "LogEntry",
);

export const Log = doc(z.object({ id: MatchId, seq: int(), entries: z.array(LogEntry) }), "Log");

export const AtSeq = doc(
  z.object({
    id: MatchId,
    seq: int(),
    activeSeats: z.array(SeatNo),
    view: z.unknown(),
    outcome: z.nullable(Outcome),
    events: doc(z.array(GameEvent), { description: "What move `seq` produced, filtered for the caller" }),
  }),
  "AtSeq",
);

export const Views = doc(
  z.object({
    id: MatchId,
    seq: doc(int(), { description: "The match's current seq: `views` stops there" }),
    views: doc(z.array(AtSeq), { description: "One entry per seq from `from` to `to` (or the current seq, if lower), in order" }),
  }),
  "Views",
);

/** A decision the server made outside the game's rules (engine/core/ending.ts ServerEntry), chained like a move. */
export const ServerEntrySchema = doc(
  z.object({
    type: doc(z.enum(["resigned", "takeover", "abandoned"]), {
      description:
        "`resigned`: the seat resigned (`ends`: the match ended with it); `takeover`: the seat's deadline passed and a computer " +
        "player at `level` plays it; `abandoned`: the seat's deadline passed and the match ended, abandoned",
    }),
    seat: SeatNo,
    at: doc(int(), { description: "The server's time (ms since the epoch): resigned seats rank the latest first" }),
    ends: z.optional(z.boolean()),
    level: z.optional(z.string()),
  }),
  "ServerEntry",
);

export const RecordSchema = doc(
  z.object({
    format: doc(z.enum(["waka-record/1", "waka-record/2"]), {
      description:
        "`waka-record/2`: each move's hash covers `by`, and every server decision is in `entries`; `waka-record/1`: a match " +
        "begun before that, whose earlier decisions are not in its log (docs/replay.md)",
    }),
    id: MatchId,
    game: z.string(),
    rulesVersion: int(),
    players: int(),
    options: z.unknown(),
    seed: doc(z.optional(z.string()), { description: "Only once the match is finished; sha256(seed) == seedHash" }),
    seedHash: z.string(),
    genesisHash: z.string(),
    headHash: z.string(),
    status: z.string(),
    outcome: z.nullable(Outcome),
    seats: z.array(z.object({ seat: SeatNo, name: z.nullable(z.string()), bot: z.optional(BotLevel) })),
    moves: z.array(
      z.object({
        seq: int(),
        seat: SeatNo,
        move: z.unknown(),
        by: z.optional(z.enum(["timeout", "bot", "resigned"])),
        prevHash: z.string(),
        hash: z.string(),
      }),
    ),
    entries: doc(
      z.optional(
        z.array(
          z.object({
            after: doc(int(), { description: "The seq of the move it follows (0: before the first move)" }),
            entry: ServerEntrySchema,
            prevHash: z.string(),
            hash: doc(z.string(), { description: 'sha256(prevHash + "\\n" + canonical({ after, entry })); the next move\'s prevHash' }),
          }),
        ),
      ),
      { description: "The server's decisions in the same hash chain as the moves (absent from records archived before them)" },
    ),
  }),
  "GameRecord",
);

export const GameInfo = doc(
  z.object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    players: z.object({ min: int(), max: int() }),
    rulesVersion: int(),
    options: z.object({
      defaults: doc(z.nullable(z.record(z.string(), z.unknown())), {
        description: "The options used when none are given (for the minimum player count)",
      }),
    }),
    bots: doc(z.array(BotLevel), { description: "The computer players' levels this server offers for the game ([] when it has none)" }),
  }),
  "Game",
);

export const Catalogue = doc(z.object({ games: z.array(GameInfo) }), "Catalogue");

export const PushSubscriptionSchema = doc(
  z.object({
    endpoint: doc(z.string().check(z.maxLength(2000), check(apiPushProblem, "endpoint")), {
      description: "A push service's endpoint: FCM, Mozilla autopush, Apple web push or Windows WNS",
    }),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object({
      p256dh: z.string().check(z.minLength(16), z.maxLength(200)),
      auth: z.string().check(z.minLength(8), z.maxLength(100)),
    }),
  }),
  "PushSubscription",
  { description: "As returned by the browser's PushManager.subscribe() (toJSON)" },
);

export const NotificationsBody = doc(
  z.strictObject({
    email: z.optional(z.nullable(EmailAddress)),
    webhook: z.optional(z.nullable(WebhookUrl)),
    push: z.optional(z.nullable(PushSubscriptionSchema)),
    digest: doc(z.optional(z.boolean()), { description: "E-mail once a day (the matches where it is your turn) instead of once per turn" }),
    lang: z.optional(SeatLang),
    timeZone: z.optional(z.nullable(TimeZone)),
  }),
  "NotificationsUpdate",
  { description: "Fields left out stay as they are; null turns a channel off" },
);

export const Notifications = doc(
  z.object({
    seat: SeatNo,
    email: z.nullable(z.string()),
    emailStatus: doc(z.nullable(z.enum(["asked", "accepted", "declined", "unsubscribed"])), {
      description:
        "What the address's owner said to this seat, in this match only (never whether the address is known elsewhere): asked (we asked, or will ask, its owner; notices wait), accepted (notices go to it), declined (nothing more goes to it); unsubscribed: accepted, and the address has since unsubscribed from all of Waka",
    }),
    webhook: z.nullable(z.string()),
    push: doc(z.boolean(), { description: "A push subscription is stored" }),
    digest: z.boolean(),
    lang: SeatLang,
    timeZone: z.nullable(z.string()),
    available: z.object({
      email: doc(z.boolean(), { description: "This server can send e-mail (or records it in the local mailbox)" }),
      push: doc(z.nullable(z.object({ publicKey: z.string() })), {
        description: "The VAPID public key for PushManager.subscribe(), or null",
      }),
    }),
  }),
  "Notifications",
);

export const VacationBody = doc(
  z.strictObject({
    days: doc(int(z.minimum(0), z.maximum(60)), { description: "Days from now (capped by what is left this year); 0 ends the vacation" }),
  }),
  "VacationRequest",
);

export const Vacation = doc(
  z.object({
    seat: SeatNo,
    daysPerYear: int(),
    leftMs: int(),
    until: z.nullable(int()),
    deadline: z.nullable(int()),
  }),
  "Vacation",
);

export const ServerConfig = doc(
  z.object({
    mailbox: doc(z.boolean(), { description: "The local mailbox is on (development): GET /api/dev/mailbox" }),
    email: z.boolean(),
    push: z.nullable(z.object({ publicKey: z.string() })),
    messages: doc(
      z.object({
        origin: doc(z.nullable(z.string()), {
          description: "PUBLIC_ORIGIN: the only origin of links in messages (null: local development uses its loopback address)",
        }),
        problem: doc(z.nullable(z.string()), {
          description: "Why this server sends no message (PUBLIC_ORIGIN missing or invalid), or null",
        }),
      }),
      { description: "Links in messages come only from a trusted origin, never from a request's Host header" },
    ),
  }),
  "ServerConfig",
);

export const MailboxMessage = doc(
  z.object({
    id: int(),
    outboxId: int(),
    match: z.string(),
    seat: SeatNo,
    channel: z.string(),
    to: z.nullable(z.string()),
    subject: z.string(),
    body: z.string(),
    link: z.nullable(z.string()),
    at: int(),
    replyTo: doc(z.nullable(z.string()), {
      description:
        "An e-mail's Reply-To: a turn notice's reply address, play+<token>@<domain> (docs/notifications.md, \"Playing by e-mail\")",
    }),
    html: doc(z.nullable(z.string()), { description: "An e-mail's HTML part" }),
    attachments: doc(z.array(z.object({ name: z.string(), type: z.string(), cid: z.nullable(z.string()) })), {
      description: "An e-mail's attachments (the board's picture, inline): name, media type, Content-ID",
    }),
  }),
  "MailboxMessage",
);

export const Mailbox = doc(z.object({ messages: z.array(MailboxMessage) }), "Mailbox");

export type CreateMatchInput = z.infer<typeof CreateMatchBody>;
export type CreatedMatchOutput = z.infer<typeof CreatedMatch>;
export type InvitationsOutput = z.infer<typeof Invitations>;
export type RematchOutput = z.infer<typeof Rematch>;
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

/** A public match in the lobby (GET /api/lobby, worker/lobby.ts). */
export const LobbyMatch = doc(
  z.object({
    id: MatchId,
    game: z.string(),
    options: z.record(z.string(), z.unknown()),
    players: int(),
    seatsFree: int(),
    seated: doc(z.array(z.object({ name: z.string(), bot: z.boolean() })), {
      description: "The names of the seats taken (never a contact)",
    }),
    languages: doc(z.array(SeatLang), { description: "The languages the creator speaks" }),
    clock: ClockOut,
    createdAt: doc(int(), { description: "ms since the epoch" }),
  }),
  "LobbyMatch",
);

export const LobbyPage = doc(
  z.object({
    matches: z.array(LobbyMatch),
    next: doc(z.nullable(z.string()), { description: "The cursor of the next page; null on the last" }),
  }),
  "LobbyPage",
);

export type LobbyPageOutput = z.infer<typeof LobbyPage>;

/** Each seat's invitation as the match's creator sees it (GET /api/matches/{id}/invitations, worker/host/invitations.ts). */
export const Invitations = doc(
  z.object({
    id: MatchId,
    seats: z.array(
      z.object({
        seat: SeatNo,
        name: z.nullable(z.string()),
        open: z.boolean(),
        bot: z.optional(BotLevel),
        invitation: doc(z.nullable(z.enum(["invited", "confirmed", "accepted", "declined"])), {
          description:
            "null: the seat has no e-mail address (its link goes by hand), or it is open or a bot. invited: asked, no answer yet; " +
            "confirmed: the address's owner confirmed it since the match was made, the seat not yet; accepted: the seat's notices " +
            "go to the address; declined: nothing more goes to it. The address itself is never shown.",
        }),
      }),
    ),
  }),
  "Invitations",
);
