/**
 * Creating and joining a match: the seats, the clock, the lobby's fields, what creation and a rematch answer.
 * (zod/mini, described with `doc(…)`: worker/api-shapes.ts says how they become /api/openapi.json.)
 */
import * as z from "zod/mini";
import { LANGS } from "../../i18n/core.js";
import { BOT_LEVELS } from "../../db/enums.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { MatchId, ONE_FORM, PlayerName, SeatLang, SeatNo, contactFields, int, languageFields, oneContactForm } from "./common.js";

export const SeatSpec = doc(
  z.union([
    z.strictObject({ name: PlayerName, ...contactFields }).check(z.refine(oneContactForm, ONE_FORM)),
    doc(z.strictObject({ open: z.literal(true) }), { description: API_WORDS && "A seat claimed later with the invite link" }),
    doc(z.strictObject({ bot: z.enum(BOT_LEVELS), name: z.optional(PlayerName) }), {
      description: API_WORDS && "A computer player (only for games whose catalogue entry lists `bots`): no secret, no contact",
    }),
  ]),
  "SeatSpec",
);

export const TimeoutPolicy = doc(z.enum(["skip", "fallback", "abandon", "bot"]), "TimeoutPolicy", {
  description:
    API_WORDS &&
    "At a seat's deadline: `fallback` plays a random legal move for it (seeded, reproducible; marked `by: timeout` in the log), " +
      "`skip` plays the game's pass move when it offers one (else the fallback), `abandon` ends the match as abandoned, " +
      "`bot` lets a computer player take the seat over (moves marked `by: bot`) until its owner comes back (any GET or move " +
      "with the seat's secret); for games without bots `bot` acts as `fallback`",
});

export const BotLevel = doc(z.enum(BOT_LEVELS), "BotLevel", { description: API_WORDS && "A computer player's level" });

const clockExtras = {
  totalDays: doc(z.optional(int(z.minimum(1), z.maximum(365))), {
    description: API_WORDS && "Optional cap: total thinking days per seat over the match",
  }),
  timeout: doc(z.optional(TimeoutPolicy), { description: API_WORDS && "Default `fallback`" }),
  botLevel: doc(z.optional(BotLevel), {
    description: API_WORDS && "With timeout `bot`: the level of the bot that takes a seat over; default `easy`",
  }),
  vacationDays: doc(z.optional(int(z.minimum(0), z.maximum(60))), {
    description: API_WORDS && "Vacation days per seat and calendar year that pause its clock; default 0",
  }),
};

export const Clock = doc(
  z.union([
    z.strictObject({ daysPerMove: int(z.minimum(1), z.maximum(14)), ...clockExtras }),
    doc(z.strictObject({ hoursPerMove: int(z.minimum(1), z.maximum(24 * 90)), ...clockExtras }), {
      description: API_WORDS && "The first API's form (hours); prefer daysPerMove",
    }),
  ]),
  "Clock",
  { description: API_WORDS && "Time per move. Reminders at 50 % and 80 % of it; at the deadline the timeout policy applies." },
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
    description:
      API_WORDS && "List the match in the lobby (GET /api/lobby): anyone may then take an open seat without the invite, or watch it",
  }),
  languages: doc(z.optional(z.array(SeatLang).check(z.minLength(1), z.maxLength(LANGS.length))), {
    description: API_WORDS && "With `public`: the languages the creator speaks, shown in the lobby; default `[lang]` (else English)",
  }),
};

export const CreateMatchBody = doc(
  z.strictObject({
    game: doc(z.string().check(z.minLength(1), z.maxLength(40)), { example: API_WORDS && "tongiaki" }),
    seats: z.array(SeatSpec).check(z.minLength(1), z.maxLength(12)),
    options: doc(z.optional(z.record(z.string(), z.unknown())), { description: API_WORDS && "Game options; see GET /api/games" }),
    clock: z.optional(Clock),
    ...languageFields,
    ...lobbyFields,
  }),
  "CreateMatch",
  { description: API_WORDS && "`lang` and `timeZone` (the creator's browser's) apply to every named seat; each seat can change its own" },
);

export const CreatedSeat = doc(
  z.object({
    seat: SeatNo,
    name: z.nullable(z.string()),
    open: z.boolean(),
    bot: doc(z.optional(BotLevel), { description: API_WORDS && "Present for a computer player's seat (it has no secret)" }),
    secret: doc(z.optional(z.string()), { description: API_WORDS && "The seat's bearer secret; shown once, only its hash is stored" }),
    link: z.optional(z.string()),
  }),
  "CreatedSeat",
);

export const Rematch = doc(
  z.object({
    id: doc(MatchId, { description: API_WORDS && "The new match" }),
    seat: doc(SeatNo, { description: API_WORDS && "Your seat in it (the same as in the old match)" }),
    secret: doc(z.optional(z.string()), {
      description: API_WORDS && "Your new seat secret (absent when the server cannot rebuild it: no SEAT_LINK_KEY)",
    }),
    link: z.string(),
    seats: doc(z.optional(z.array(CreatedSeat)), {
      description:
        API_WORDS && "Only to the first caller on a server without SEAT_LINK_KEY: every seat's link, to pass on as after creating a match",
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
    seedHash: doc(z.string(), { description: API_WORDS && "hex sha256 of the seed, revealed in the record once the match is over" }),
    creatorToken: doc(z.string(), {
      description:
        API_WORDS &&
        "The creator's token (returned only here, stored only as a hash): it reads each seat's invitation, GET /api/matches/{id}/invitations",
    }),
  }),
  "CreatedMatch",
);

export const JoinBody = doc(
  z
    .strictObject({
      invite: doc(z.optional(z.string().check(z.minLength(16), z.maxLength(128))), {
        description: API_WORDS && "The invite token; may be left out for a public match (a seat taken from the lobby)",
      }),
      name: PlayerName,
      ...contactFields,
      seat: doc(z.optional(SeatNo), { description: API_WORDS && "A particular open seat; the first open one when omitted" }),
      ...languageFields,
    })
    .check(z.refine(oneContactForm, ONE_FORM)),
  "Join",
);

export const Joined = doc(
  z.object({ id: MatchId, seat: SeatNo, secret: z.string(), link: z.string(), status: z.enum(["open", "active"]) }),
  "Joined",
);

export type CreateMatchInput = z.infer<typeof CreateMatchBody>;
export type RematchOutput = z.infer<typeof Rematch>;
export type CreatedMatchOutput = z.infer<typeof CreatedMatch>;
export type JoinInput = z.infer<typeof JoinBody>;
export type JoinedOutput = z.infer<typeof Joined>;
