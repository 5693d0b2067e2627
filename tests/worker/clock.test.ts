/** The clock as pure functions of stored times and `now` (worker/clock.ts): no D1, no Date.now. */
import { describe, expect, it } from "vitest";
import {
  clockFromInput,
  DAY,
  dueAction,
  endTurn,
  endVacation,
  HOUR,
  idleSeatClock,
  matchDeadline,
  onVacation,
  parseClock,
  reminderAt,
  startTurn,
  startVacation,
  timeoutPlan,
  vacationLeftMs,
  type ClockSettings,
} from "../../worker/clock.js";

const at = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);
const threeDays: ClockSettings = { perMoveMs: 3 * DAY, totalMs: null, timeout: "fallback", vacationDays: 10 };

describe("clock settings", () => {
  it("reads days per move, the first API's hours, caps, policies and vacation", () => {
    expect(clockFromInput({ daysPerMove: 2 })).toEqual({ perMoveMs: 2 * DAY, totalMs: null, timeout: "fallback", vacationDays: 0 });
    expect(clockFromInput({ daysPerMove: 1, totalDays: 10, timeout: "abandon", vacationDays: 7 })).toEqual({
      perMoveMs: DAY,
      totalMs: 10 * DAY,
      timeout: "abandon",
      vacationDays: 7,
    });
    expect(clockFromInput(undefined)).toBeNull();
    // rows stored before migration 0001 hold { hoursPerMove }
    expect(parseClock('{"hoursPerMove":48}')).toEqual({ perMoveMs: 48 * HOUR, totalMs: null, timeout: "fallback", vacationDays: 0 });
    expect(parseClock(JSON.stringify(threeDays))).toEqual(threeDays);
    expect(parseClock(null)).toBeNull();
    expect(parseClock("not json")).toBeNull();
  });
});

describe("turns and deadlines", () => {
  it("starts a turn with a deadline days later, across a month boundary", () => {
    const now = at(2026, 1, 30, 22, 15);
    const s = startTurn(threeDays, idleSeatClock(), now);
    expect(s.deadline).toBe(at(2026, 2, 2, 22, 15));
    expect(s.allowanceMs).toBe(3 * DAY);
    expect(s.reminded).toBe(0);
  });

  it("reminds at 50 % and 80 % of the time, once each, then times out at the deadline", () => {
    const start = at(2026, 2, 27, 12); // February 2026 has 28 days
    let s = startTurn(threeDays, idleSeatClock(), start);
    expect(reminderAt(s, 50)).toBe(start + 1.5 * DAY);
    expect(reminderAt(s, 80)).toBe(start + 2.4 * DAY);
    expect(dueAction(s, start + DAY)).toBeNull();
    expect(dueAction(s, at(2026, 3, 1, 0))).toEqual({ kind: "remind", percent: 50 });
    s = { ...s, reminded: 50 };
    expect(dueAction(s, at(2026, 3, 1, 0))).toBeNull();
    expect(dueAction(s, start + 2.4 * DAY)).toEqual({ kind: "remind", percent: 80 });
    s = { ...s, reminded: 80 };
    expect(dueAction(s, start + 3 * DAY - 1)).toBeNull();
    expect(dueAction(s, start + 3 * DAY)).toEqual({ kind: "timeout" });
  });

  it("sends only the latest reminder when the job runs late, and the timeout when later still", () => {
    const s = startTurn(threeDays, idleSeatClock(), 0);
    expect(dueAction(s, 2.9 * DAY)).toEqual({ kind: "remind", percent: 80 });
    expect(dueAction(s, 5 * DAY)).toEqual({ kind: "timeout" });
  });

  it("caps a turn by the total time left and counts only thinking time", () => {
    const capped: ClockSettings = { ...threeDays, totalMs: 4 * DAY };
    let s = startTurn(capped, idleSeatClock(), 0);
    expect(s.allowanceMs).toBe(3 * DAY);
    s = endTurn(s, 2.5 * DAY);
    expect(s.usedMs).toBe(2.5 * DAY);
    expect(s.deadline).toBeNull();
    s = startTurn(capped, s, 10 * DAY);
    expect(s.allowanceMs).toBe(1.5 * DAY);
    expect(s.deadline).toBe(11.5 * DAY);
    s = endTurn(s, 20 * DAY); // a late move (the timeout did not run): never more than the allowance
    expect(s.usedMs).toBe(4 * DAY);
    expect(startTurn(capped, s, 30 * DAY).deadline).toBe(30 * DAY); // nothing left: due at once
  });

  it("takes the earliest deadline of the seats on turn as the match's", () => {
    expect(matchDeadline([idleSeatClock(), { ...idleSeatClock(), deadline: 9 }, { ...idleSeatClock(), deadline: 5 }])).toBe(5);
    expect(matchDeadline([idleSeatClock()])).toBeNull();
  });
});

describe("vacation", () => {
  it("pauses the clock: the deadline and the reminders move by the vacation", () => {
    const start = at(2026, 4, 28, 9);
    const s0 = startTurn(threeDays, idleSeatClock(), start);
    const r = startVacation(threeDays, s0, start + DAY, 4);
    expect(r.ok).toBe(true);
    const s = (r as { seat: typeof s0 }).seat;
    expect(s.deadline).toBe(start + 7 * DAY); // May 5, across the month boundary
    expect(onVacation(s, start + 2 * DAY)).toBe(true);
    expect(dueAction(s, start + 4.9 * DAY)).toBeNull(); // on vacation: nothing happens
    expect(dueAction(s, start + 5.5 * DAY)).toEqual({ kind: "remind", percent: 50 }); // 1.5 days of thinking
    expect(dueAction(s, start + 7 * DAY)).toEqual({ kind: "timeout" });
    expect(vacationLeftMs(threeDays, s, start + DAY)).toBe(6 * DAY);
    // thinking time excludes the pause
    expect(endTurn(s, start + 6 * DAY).usedMs).toBe(2 * DAY);
  });

  it("ends early: the unused days come back and the deadline moves back", () => {
    const s0 = startTurn(threeDays, idleSeatClock(), 0);
    const s = (startVacation(threeDays, s0, DAY, 5) as { ok: true; seat: typeof s0 }).seat;
    const back = endVacation(s, 2 * DAY);
    expect(back.deadline).toBe(4 * DAY);
    expect(back.vacationUsedMs).toBe(DAY);
    expect(onVacation(back, 2 * DAY)).toBe(false);
    expect(endVacation(back, 3 * DAY)).toBe(back); // nothing to end
  });

  it("pauses a turn that starts during a vacation", () => {
    const s = (startVacation(threeDays, idleSeatClock(), 0, 2) as { ok: true; seat: ReturnType<typeof idleSeatClock> }).seat;
    expect(s.deadline).toBeNull();
    expect(startTurn(threeDays, s, DAY).deadline).toBe(DAY + 3 * DAY + DAY);
  });

  it("allows N days per calendar year (UTC), reset on 1 January, and none when the match has none", () => {
    let s = idleSeatClock();
    const dec = at(2026, 12, 20);
    s = (startVacation(threeDays, s, dec, 8) as { ok: true; seat: typeof s }).seat;
    expect(vacationLeftMs(threeDays, s, dec + 9 * DAY)).toBe(2 * DAY);
    const r = startVacation(threeDays, s, dec + 9 * DAY, 5);
    expect(r.ok && r.seat.vacationUntil).toBe(dec + 11 * DAY); // capped at what is left
    const used = (r as { ok: true; seat: typeof s }).seat;
    expect(startVacation(threeDays, used, dec + 11 * DAY, 1)).toMatchObject({ ok: false, code: "no_vacation_left" });
    expect(vacationLeftMs(threeDays, used, at(2027, 1, 1, 0, 1))).toBe(10 * DAY);
    expect(startVacation({ ...threeDays, vacationDays: 0 }, s, dec, 1)).toMatchObject({ ok: false, code: "vacation_unavailable" });
    expect(startVacation(null, s, dec, 1)).toMatchObject({ ok: false, code: "vacation_unavailable" });
  });
});

describe("timeout policy", () => {
  it("skip plays the game's pass move when there is one, else the fallback; abandon abandons", () => {
    expect(timeoutPlan("skip", [{ type: "take" }, { type: "pass" }])).toBe("pass");
    expect(timeoutPlan("skip", [{ type: "take" }])).toBe("fallback");
    expect(timeoutPlan("fallback", [{ type: "pass" }])).toBe("fallback");
    expect(timeoutPlan("abandon", [{ type: "pass" }])).toBe("abandon");
  });
});
