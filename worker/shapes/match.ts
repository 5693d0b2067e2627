/**
 * A match as the API tells it: its state and outcome, the error every 4xx answers with (a 409 carries the match), a
 * move, the log, positions, views and the verifiable record.
 * (zod/mini, described with `doc(…)`: worker/api-shapes.ts says how they become /api/openapi.json.)
 */
import * as z from "zod/mini";
import { API_WORDS, doc } from "../openapi-meta.js";
import { MatchId, SeatNo, int } from "./common.js";
import { BotLevel, ClockOut } from "./create.js";

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
    deadline: doc(z.nullable(int()), { description: API_WORDS && "This seat's deadline while it is on turn (ms since the epoch)" }),
    vacationUntil: doc(z.nullable(int()), { description: API_WORDS && "Set while the seat is on vacation (its clock is paused)" }),
    bot: doc(z.optional(BotLevel), { description: API_WORDS && "Present when the seat is a computer player" }),
    takenOverBy: doc(z.optional(z.literal("bot")), {
      description:
        API_WORDS &&
        "Present while a bot plays for this human seat (timeout policy `bot`); the owner's next GET or move with its secret ends it",
    }),
    vacationLeftMs: doc(z.optional(int()), {
      description: API_WORDS && "When the match allows vacation: what this seat has left this year",
    }),
    resigned: doc(z.optional(int()), {
      description: API_WORDS && "When this seat resigned (ms since the epoch); the server plays for it if the game goes on",
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
    seq: doc(int(), { description: API_WORDS && "Moves played so far; send it back with the next move" }),
    activeSeats: z.array(SeatNo),
    view: doc(z.unknown(), { description: API_WORDS && "The game's view of the state for this caller" }),
    outcome: z.nullable(Outcome),
    seedHash: z.string(),
    players: z.array(Player),
    deadline: doc(z.nullable(int()), { description: API_WORDS && "The earliest deadline of the seats on turn" }),
    clock: ClockOut,
    you: z.optional(
      z.object({
        seat: SeatNo,
        name: z.nullable(z.string()),
        contact: doc(z.nullable(z.string()), {
          description: API_WORDS && "Your e-mail, else your webhook (see …/seats/me/notifications for all)",
        }),
        vacation: doc(z.optional(z.object({ leftMs: int(), until: z.nullable(int()) })), {
          description: API_WORDS && "When the match allows vacation: what is left this year, and the end of the current one",
        }),
        unread: doc(z.optional(int(z.minimum(0))), {
          description:
            API_WORDS &&
            "Table talk lines by the other seats (not muted) after your read mark (PUT …/chat/read); in GET /api/matches/{id}, " +
              "whose ETag moves with it",
        }),
      }),
    ),
    legalMoves: doc(z.optional(z.array(z.unknown())), {
      description: API_WORDS && "Every move this seat may make now (seat callers only)",
    }),
    notation: doc(z.optional(z.array(z.string())), {
      description:
        API_WORDS &&
        'Each of legalMoves in the game\'s notation (its RULES.md, "Notation"), in the same order: the words a reply to a ' +
          "turn e-mail plays it by (seat callers only)",
      example: API_WORDS && ["take 1", "take 2", "take 3"],
    }),
    rematchOf: doc(z.optional(MatchId), { description: API_WORDS && "The match this one plays again (POST /api/matches/{id}/rematch)" }),
    rematch: doc(z.optional(MatchId), { description: API_WORDS && "Once this match was played again: the new match's id" }),
  }),
  "Match",
);

/** Every 4xx and 5xx answer. */
export const ErrorSchema = doc(
  z.object({
    error: z.object({
      code: doc(z.string(), { example: API_WORDS && "stale_seq" }),
      message: z.string(),
      rule: doc(z.optional(z.string()), { description: API_WORDS && "The rulebook section the engine cites, for illegal moves" }),
    }),
    seq: doc(z.optional(int()), { description: API_WORDS && "On 409: the match's current seq" }),
    match: doc(z.optional(MatchState), {
      description: API_WORDS && "On 409 stale_seq: the match as the caller may see it now (as GET /api/matches/{id})",
    }),
  }),
  "Error",
);

export const MoveBody = doc(
  z.strictObject({
    seq: doc(int(z.minimum(0)), { description: API_WORDS && "The seq the client saw (the match's current seq)" }),
    move: doc(z.unknown().check(z.refine((m) => m !== undefined, "move is required")), {
      description: API_WORDS && "One of the legalMoves, as JSON",
      example: API_WORDS && { type: "take", n: 2 },
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
      description: API_WORDS && 'The move in the game\'s notation (its RULES.md, "Notation"), as a reply to a turn e-mail plays it',
      example: API_WORDS && "take 2",
    }),
    events: z.array(GameEvent),
    at: int(),
    by: doc(z.optional(z.enum(["timeout", "bot", "resigned"])), {
      description:
        API_WORDS &&
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
    events: doc(z.array(GameEvent), { description: API_WORDS && "What move `seq` produced, filtered for the caller" }),
  }),
  "AtSeq",
);

export const Views = doc(
  z.object({
    id: MatchId,
    seq: doc(int(), { description: API_WORDS && "The match's current seq: `views` stops there" }),
    views: doc(z.array(AtSeq), {
      description: API_WORDS && "One entry per seq from `from` to `to` (or the current seq, if lower), in order",
    }),
  }),
  "Views",
);

/** A decision the server made outside the game's rules (engine/core/ending.ts ServerEntry), chained like a move. */
export const ServerEntrySchema = doc(
  z.object({
    type: doc(z.enum(["resigned", "takeover", "abandoned"]), {
      description:
        API_WORDS &&
        "`resigned`: the seat resigned (`ends`: the match ended with it); `takeover`: the seat's deadline passed and a computer " +
          "player at `level` plays it; `abandoned`: the seat's deadline passed and the match ended, abandoned",
    }),
    seat: SeatNo,
    at: doc(int(), { description: API_WORDS && "The server's time (ms since the epoch): resigned seats rank the latest first" }),
    ends: z.optional(z.boolean()),
    level: z.optional(z.string()),
  }),
  "ServerEntry",
);

export const RecordSchema = doc(
  z.object({
    format: doc(z.enum(["waka-record/1", "waka-record/2"]), {
      description:
        API_WORDS &&
        "`waka-record/2`: each move's hash covers `by`, and every server decision is in `entries`; `waka-record/1`: a match " +
          "begun before that, whose earlier decisions are not in its log (docs/replay.md)",
    }),
    id: MatchId,
    game: z.string(),
    rulesVersion: int(),
    players: int(),
    options: z.unknown(),
    seed: doc(z.optional(z.string()), { description: API_WORDS && "Only once the match is finished; sha256(seed) == seedHash" }),
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
            after: doc(int(), { description: API_WORDS && "The seq of the move it follows (0: before the first move)" }),
            entry: ServerEntrySchema,
            prevHash: z.string(),
            hash: doc(z.string(), {
              description: API_WORDS && 'sha256(prevHash + "\\n" + canonical({ after, entry })); the next move\'s prevHash',
            }),
          }),
        ),
      ),
      { description: API_WORDS && "The server's decisions in the same hash chain as the moves (absent from records archived before them)" },
    ),
  }),
  "GameRecord",
);

export type MatchOutput = z.infer<typeof MatchState>;
export type LogOutput = z.infer<typeof Log>;
export type AtSeqOutput = z.infer<typeof AtSeq>;
export type ViewsOutput = z.infer<typeof Views>;
export type RecordOutput = z.infer<typeof RecordSchema>;
