/**
 * What the site serves besides matches: the games' catalogue, the server's settings, the local mailbox, the lobby.
 * (zod/mini, described with `doc(…)`: worker/api-shapes.ts says how they become /api/openapi.json.)
 */
import * as z from "zod/mini";
import { API_WORDS, doc } from "../openapi-meta.js";
import { MatchId, SeatLang, SeatNo, int } from "./common.js";
import { BotLevel, ClockOut } from "./create.js";

export const GameInfo = doc(
  z.object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    players: z.object({ min: int(), max: int() }),
    rulesVersion: int(),
    options: z.object({
      defaults: doc(z.nullable(z.record(z.string(), z.unknown())), {
        description: API_WORDS && "The options used when none are given (for the minimum player count)",
      }),
    }),
    bots: doc(z.array(BotLevel), {
      description: API_WORDS && "The computer players' levels this server offers for the game ([] when it has none)",
    }),
  }),
  "Game",
);

export const Catalogue = doc(z.object({ games: z.array(GameInfo) }), "Catalogue");

export const ServerConfig = doc(
  z.object({
    mailbox: doc(z.boolean(), { description: API_WORDS && "The local mailbox is on (development): GET /api/dev/mailbox" }),
    email: z.boolean(),
    push: z.nullable(z.object({ publicKey: z.string() })),
    messages: doc(
      z.object({
        origin: doc(z.nullable(z.string()), {
          description:
            API_WORDS && "PUBLIC_ORIGIN: the only origin of links in messages (null: local development uses its loopback address)",
        }),
        problem: doc(z.nullable(z.string()), {
          description: API_WORDS && "Why this server sends no message (PUBLIC_ORIGIN missing or invalid), or null",
        }),
      }),
      { description: API_WORDS && "Links in messages come only from a trusted origin, never from a request's Host header" },
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
        API_WORDS &&
        "An e-mail's Reply-To: a turn notice's reply address, play+<token>@<domain> (docs/notifications.md, \"Playing by e-mail\")",
    }),
    html: doc(z.nullable(z.string()), { description: API_WORDS && "An e-mail's HTML part" }),
    attachments: doc(z.array(z.object({ name: z.string(), type: z.string(), cid: z.nullable(z.string()) })), {
      description: API_WORDS && "An e-mail's attachments (the board's picture, inline): name, media type, Content-ID",
    }),
  }),
  "MailboxMessage",
);

export const Mailbox = doc(z.object({ messages: z.array(MailboxMessage) }), "Mailbox");

/** A public match in the lobby (GET /api/lobby, worker/lobby.ts). */
export const LobbyMatch = doc(
  z.object({
    id: MatchId,
    game: z.string(),
    options: z.record(z.string(), z.unknown()),
    players: int(),
    seatsFree: int(),
    seated: doc(z.array(z.object({ name: z.string(), bot: z.boolean() })), {
      description: API_WORDS && "The names of the seats taken (never a contact)",
    }),
    languages: doc(z.array(SeatLang), { description: API_WORDS && "The languages the creator speaks" }),
    clock: ClockOut,
    createdAt: doc(int(), { description: API_WORDS && "ms since the epoch" }),
  }),
  "LobbyMatch",
);

export const LobbyPage = doc(
  z.object({
    matches: z.array(LobbyMatch),
    next: doc(z.nullable(z.string()), { description: API_WORDS && "The cursor of the next page; null on the last" }),
  }),
  "LobbyPage",
);

export type LobbyPageOutput = z.infer<typeof LobbyPage>;

export type GameInfoOutput = z.infer<typeof GameInfo>;
