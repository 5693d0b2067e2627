/**
 * Match clocks as pure functions of stored times and `now` (no I/O, no Date.now): the host calls them when seats
 * start and end their turns, when a seat goes on vacation, and the scheduled job (jobs/cron.ts) calls
 * `dueAction` to know what to do for each seat on turn. Everything here is unit-tested with an injected clock.
 *
 * Model: each seat on turn has a deadline = turn start + its allowance (days per move, or less when a total-time
 * cap is nearly used up) + the vacation time that falls inside the turn. Reminders go out at 50 % and 80 % of the
 * allowance (vacation does not count), and at the deadline the match's timeout policy applies.
 */

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** What happens when a seat's deadline passes (chosen at creation). */
export type TimeoutPolicy = "skip" | "fallback" | "abandon" | "bot";

export type { BotLevel } from "../db/enums.js";
import type { BotLevel } from "../db/enums.js";

/** A match's clock as stored (matches.clock JSON). */
export interface ClockSettings {
  perMoveMs: number;
  /** Optional cap: total thinking time per seat over the whole match. */
  totalMs: number | null;
  timeout: TimeoutPolicy;
  /** With timeout "bot": the level of the bot that takes a seat over (absent = easy). */
  botLevel?: BotLevel;
  /** Vacation days a seat may take per calendar year (UTC), pausing its clock. 0 = none. */
  vacationDays: number;
}

/** The clock input of POST /api/matches (worker/api-shapes.ts `Clock`). `hoursPerMove` is the first API's form. */
export interface ClockInput {
  daysPerMove?: number;
  hoursPerMove?: number;
  totalDays?: number;
  timeout?: TimeoutPolicy;
  botLevel?: BotLevel;
  vacationDays?: number;
}

export const DEFAULT_TIMEOUT: TimeoutPolicy = "fallback";

export function clockFromInput(input: ClockInput | null | undefined): ClockSettings | null {
  if (!input) return null;
  const perMoveMs = input.daysPerMove !== undefined ? input.daysPerMove * DAY : (input.hoursPerMove ?? 0) * HOUR;
  if (!(perMoveMs > 0)) return null;
  return {
    perMoveMs,
    totalMs: input.totalDays ? input.totalDays * DAY : null,
    timeout: input.timeout ?? DEFAULT_TIMEOUT,
    ...(input.timeout === "bot" && input.botLevel ? { botLevel: input.botLevel } : {}),
    vacationDays: input.vacationDays ?? 0,
  };
}

/** Reads matches.clock: the current form, or the first API's `{ hoursPerMove }` (rows written before 0001). */
export function parseClock(json: string | null): ClockSettings | null {
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Partial<ClockSettings> & ClockInput;
  if (typeof r.perMoveMs === "number") {
    return {
      perMoveMs: r.perMoveMs,
      totalMs: typeof r.totalMs === "number" ? r.totalMs : null,
      timeout: r.timeout ?? DEFAULT_TIMEOUT,
      ...(r.botLevel === "easy" || r.botLevel === "strong" ? { botLevel: r.botLevel } : {}),
      vacationDays: typeof r.vacationDays === "number" ? r.vacationDays : 0,
    };
  }
  return clockFromInput(r);
}

/** The clock fields of a seat (columns of `seats`). */
export interface SeatClock {
  turnStartedAt: number | null;
  deadline: number | null;
  allowanceMs: number | null;
  reminded: number;
  usedMs: number;
  vacationFrom: number | null;
  vacationUntil: number | null;
  vacationYear: number | null;
  vacationUsedMs: number;
}

export const idleSeatClock = (): SeatClock => ({
  turnStartedAt: null,
  deadline: null,
  allowanceMs: null,
  reminded: 0,
  usedMs: 0,
  vacationFrom: null,
  vacationUntil: null,
  vacationYear: null,
  vacationUsedMs: 0,
});

export const utcYear = (ms: number): number => new Date(ms).getUTCFullYear();

export const onVacation = (s: SeatClock, now: number): boolean =>
  s.vacationFrom !== null && s.vacationUntil !== null && s.vacationFrom <= now && now < s.vacationUntil;

/** Vacation still available this calendar year (UTC). */
export function vacationLeftMs(c: ClockSettings, s: SeatClock, now: number): number {
  const used = s.vacationYear === utcYear(now) ? s.vacationUsedMs : 0;
  return Math.max(0, c.vacationDays * DAY - used);
}

/** A seat becomes active: its turn starts now. A vacation in progress pauses the new turn until it ends. */
export function startTurn(c: ClockSettings, s: SeatClock, now: number): SeatClock {
  const allowance = c.totalMs === null ? c.perMoveMs : Math.max(0, Math.min(c.perMoveMs, c.totalMs - s.usedMs));
  const pause = onVacation(s, now) ? s.vacationUntil! - now : 0;
  return { ...s, turnStartedAt: now, allowanceMs: allowance, deadline: now + allowance + pause, reminded: 0 };
}

/** A seat stops being active (it moved, or the match ended): its thinking time is added to `usedMs`. */
export function endTurn(s: SeatClock, now: number): SeatClock {
  if (s.turnStartedAt === null || s.deadline === null || s.allowanceMs === null) {
    return { ...s, turnStartedAt: null, deadline: null, allowanceMs: null, reminded: 0 };
  }
  const paused = Math.max(0, s.deadline - s.turnStartedAt - s.allowanceMs);
  const thinking = Math.min(s.allowanceMs, Math.max(0, now - s.turnStartedAt - paused));
  return { ...s, usedMs: s.usedMs + thinking, turnStartedAt: null, deadline: null, allowanceMs: null, reminded: 0 };
}

export type VacationResult =
  | { ok: true; seat: SeatClock }
  | { ok: false; code: "vacation_unavailable" | "no_vacation_left"; message: string };

/**
 * Starts a vacation of up to `days` days now (a vacation in progress is ended first, refunding its unused part).
 * Counts against the UTC year in which it starts; the seat's deadline, if on turn, moves by the vacation's length.
 */
export function startVacation(c: ClockSettings | null, s: SeatClock, now: number, days: number): VacationResult {
  if (!c || c.vacationDays <= 0) return { ok: false, code: "vacation_unavailable", message: "This match allows no vacation." };
  const base = endVacation(s, now);
  const left = vacationLeftMs(c, base, now);
  const ms = Math.min(days * DAY, left);
  if (ms <= 0) return { ok: false, code: "no_vacation_left", message: "No vacation days are left this year." };
  const year = utcYear(now);
  const usedBefore = base.vacationYear === year ? base.vacationUsedMs : 0;
  return {
    ok: true,
    seat: {
      ...base,
      vacationFrom: now,
      vacationUntil: now + ms,
      vacationYear: year,
      vacationUsedMs: usedBefore + ms,
      deadline: base.deadline === null ? null : base.deadline + ms,
    },
  };
}

/** Ends a vacation in progress now: the unused part is refunded and taken off the deadline again. */
export function endVacation(s: SeatClock, now: number): SeatClock {
  if (!onVacation(s, now)) return s;
  const unused = s.vacationUntil! - now;
  return {
    ...s,
    vacationUntil: now,
    vacationUsedMs: Math.max(0, s.vacationUsedMs - unused),
    deadline: s.deadline === null ? null : s.deadline - unused,
  };
}

export type ClockAction = { kind: "remind"; percent: 50 | 80 } | { kind: "timeout" } | null;

/** When the 50 % and 80 % reminders fall for a seat on turn. */
export const reminderAt = (s: SeatClock, percent: 50 | 80): number | null =>
  s.deadline === null || s.allowanceMs === null ? null : s.deadline - Math.round(((100 - percent) / 100) * s.allowanceMs);

/**
 * What the scheduled job must do now for one seat: nothing, a reminder (the latest one due: a late run sends
 * the 80 % reminder, not both), or the timeout. Nothing happens while the seat is on vacation.
 */
export function dueAction(s: SeatClock, now: number): ClockAction {
  if (s.deadline === null || s.allowanceMs === null) return null;
  if (onVacation(s, now)) return null;
  if (now >= s.deadline) return { kind: "timeout" };
  if (s.reminded < 80 && now >= reminderAt(s, 80)!) return { kind: "remind", percent: 80 };
  if (s.reminded < 50 && now >= reminderAt(s, 50)!) return { kind: "remind", percent: 50 };
  return null;
}

/** The match's deadline as shown to everyone: the earliest deadline of the seats on turn. */
export const matchDeadline = (seats: readonly SeatClock[]): number | null => {
  let min: number | null = null;
  for (const s of seats) if (s.deadline !== null && (min === null || s.deadline < min)) min = s.deadline;
  return min;
};

/** What a timeout does, given the policy and whether the game offers a pass move now. */
export function timeoutPlan(policy: TimeoutPolicy, legal: readonly { type: string }[]): "pass" | "fallback" | "abandon" {
  if (policy === "abandon") return "abandon";
  if (policy === "skip" && legal.some((m) => m.type === "pass")) return "pass";
  return "fallback";
}
