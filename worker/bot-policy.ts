/**
 * Bot policy, pure: the levels this server runs and their budgets (from the environment), which seat a bot plays
 * now, and at which level. The host and the bot runner (jobs/bots.ts) both read it; it reads neither.
 */
import type { Seat } from "../engine/core/game.js";
import type { SeatRow } from "../db/schema.js";
import { BOT_LEVELS, type BotLevel } from "../db/enums.js";
import type { Env } from "./env.js";

export const LEVELS: readonly BotLevel[] = BOT_LEVELS;

/** Bot runs (playBotTurn) a request's waitUntil makes when there is no queue (the rest waits for the cron). */
export const BOT_INLINE_LIMIT = 10;
/**
 * The budget of one run: at most this many decisions, started within this many milliseconds of the run's start
 * (wall time, D1 waits included, so it overstates the CPU used). A run that stops early enqueues the rest.
 */
export const BOT_DECISIONS_PER_RUN = 24;
export const BOT_RUN_MS = 1000;
/** The cron re-schedules a bot left on turn this long after the match's last write. */
export const BOT_STALL_MS = 60_000;

/** What the host allows: BOT_MAX_LEVEL ("easy" on the free plan's 10 ms CPU limit, default "strong"). */
export interface BotConfig {
  levels: readonly BotLevel[];
  /** Strong's search iterations per decision; undefined = each game bot's own budget (engine/bots/README.md). */
  strongIterations?: number;
  /** Decisions per run (BOT_DECISIONS_PER_RUN); undefined = the default. */
  decisionsPerRun?: number;
  /** Milliseconds a run may start decisions in (BOT_RUN_MS); undefined = the default. */
  runMs?: number;
}

/** A positive whole number from a var, else undefined. */
const positive = (v: string | undefined): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function botConfig(env: Pick<Env, "BOT_MAX_LEVEL" | "BOT_STRONG_ITERATIONS" | "BOT_DECISIONS_PER_RUN" | "BOT_RUN_MS">): BotConfig {
  const max = env.BOT_MAX_LEVEL === "easy" ? "easy" : env.BOT_MAX_LEVEL === "off" ? null : "strong";
  const it = positive(env.BOT_STRONG_ITERATIONS);
  const decisions = positive(env.BOT_DECISIONS_PER_RUN);
  const ms = positive(env.BOT_RUN_MS);
  return {
    levels: max === null ? [] : LEVELS.slice(0, LEVELS.indexOf(max) + 1),
    ...(it ? { strongIterations: it } : {}),
    ...(decisions ? { decisionsPerRun: decisions } : {}),
    ...(ms ? { runMs: ms } : {}),
  };
}

/** The levels offered for a game, given its bot on this host (GET /api/games `bots`). */
export const botLevelsFor = (bot: object | undefined, config: BotConfig): BotLevel[] => (bot ? [...config.levels] : []);

/** The level a seat is played at by a bot now, or null for a human (or open) seat. */
export const botLevelOf = (s: Pick<SeatRow, "bot" | "takeover">): BotLevel | null => s.bot ?? s.takeover ?? null;

/** A level the server runs: a strong bot on a server capped at easy plays easy. */
export const runLevel = (level: BotLevel, config: BotConfig): BotLevel => (config.levels.includes(level) ? level : "easy");

/** The first seat on turn a bot plays for. */
export const botOnTurn = (seats: readonly Pick<SeatRow, "seat" | "bot" | "takeover">[], active: readonly Seat[]): Seat | null =>
  seats.find((s) => active.includes(s.seat) && botLevelOf(s) !== null)?.seat ?? null;
