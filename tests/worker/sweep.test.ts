/**
 * The columns the cron's bounded reads rely on (migration 0011) say what the code they replace said: seats.wake_at
 * finds every seat worker/clock.ts dueAction would act on, and matches.bot_waiting is 1 exactly while a bot is on
 * turn, through every write that changes the active seats or a takeover.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { games } from "../../games/index.js";
import { createDb } from "../../db/client.js";
import { dueClocks } from "../../db/clocks.js";
import { insertMatch, type NewMatch, type NewSeat } from "../../db/matches.js";
import { matches } from "../../db/schema.js";
import { DAY, dueAction, HOUR, onVacation } from "../../worker/clock.js";
import { seatClockOf } from "../../worker/host/load.js";
import { client, dbOf, prng } from "./helpers.js";

const db = createDb(env.DB);
const NOW = Date.UTC(2026, 5, 1, 12, 0);

const matchRow = (id: string, active: number[]): NewMatch => ({
  id,
  game: "wongar",
  rulesVersion: 1,
  options: {},
  players: active.length,
  status: "active",
  seed: "seed",
  seedHash: "0".repeat(64),
  seq: 0,
  state: null,
  activeSeats: active,
  outcome: null,
  headHash: "0".repeat(64),
  clock: null,
  turnDeadline: null,
  createdAt: NOW,
  updatedAt: NOW,
});

describe("seats.wake_at", () => {
  it("finds every seat whose reminder or timeout is due, over 400 random clocks and vacations", async () => {
    const rnd = prng(32);
    const pick = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo));
    const seats: NewSeat[] = [];
    for (let seat = 0; seat < 400; seat++) {
      const allowanceMs = pick(1, 72) * HOUR + pick(0, 100) * 10;
      const onClock = rnd() < 0.9;
      const deadline = NOW + pick(-2 * DAY, 3 * DAY);
      const vacation = rnd() < 0.3 ? NOW + pick(-3 * DAY, 2 * DAY) : null;
      seats.push({
        matchId: "wake",
        seat,
        turnStartedAt: onClock ? deadline - allowanceMs : null,
        deadline: onClock ? deadline : null,
        allowanceMs: onClock ? allowanceMs : null,
        reminded: [0, 50, 80][pick(0, 3)]!,
        vacationFrom: vacation,
        vacationUntil: vacation === null ? null : vacation + pick(1, 4) * DAY,
      });
    }
    await insertMatch(
      db,
      matchRow(
        "wake",
        seats.map((s) => s.seat),
      ),
      seats,
      [],
    );

    const found = await dueClocks(db, NOW, 1000);
    const due = seats.filter((s) => dueAction(seatClockOf(s), NOW) !== null).map((s) => s.seat);
    expect(due.length).toBeGreaterThan(50);
    // none missed; ordered by when it fell due
    expect(found.map((s) => s.seat)).toEqual(expect.arrayContaining(due));
    expect(found.map((s) => s.wakeAt)).toEqual([...found.map((s) => s.wakeAt)].sort((a, b) => a! - b!));
    // the one kind of seat also read: its next event fell due before its vacation began, and it is on vacation now
    for (const s of found.filter((f) => !due.includes(f.seat))) {
      const sc = seatClockOf(s);
      expect(onVacation(sc, NOW)).toBe(true);
      expect(s.wakeAt!).toBeLessThan(s.vacationFrom!);
    }
  });
});

describe("matches.bot_waiting", () => {
  const manual = client(games, { now: () => NOW, bots: "off" }, { NOTIFY_QUEUE: undefined });
  const flag = async (id: string) => (await dbOf(id).select({ b: matches.botWaiting }).from(matches).where(eq(matches.id, id)))[0]!.b;

  it("is 1 while a bot is on turn: at creation, after the move that hands it the turn, after a join", async () => {
    const bots = await manual.post("/api/matches", { game: "wongar", seats: [{ bot: "easy" }, { bot: "easy" }, { bot: "easy" }] });
    expect(await flag(bots.body.id)).toBe(1);

    // a human first, a bot second: 0 while the human is on turn, 1 once the human's move hands the turn over
    const mixed = await manual.post("/api/matches", { game: "tongiaki", seats: [{ name: "Ana" }, { bot: "easy" }] });
    const id = mixed.body.id as string;
    const secret = mixed.body.seats[0].secret as string;
    let m = (await manual.get(`/api/matches/${id}`, { secret })).body;
    expect(m.activeSeats).toEqual([0]);
    expect(await flag(id)).toBe(0);
    while (m.status === "active" && m.activeSeats.includes(0)) {
      const r = await manual.post(`/api/matches/${id}/moves`, { seq: m.seq, move: m.legalMoves[0] }, { secret });
      expect(r.status).toBe(201);
      m = (await manual.get(`/api/matches/${id}`, { secret })).body;
    }
    expect(m.activeSeats).toEqual([1]);
    expect(await flag(id)).toBe(1);

    // an open seat joined last: the match starts with a bot on turn
    const open = await manual.post("/api/matches", { game: "tonga-bonga", seats: [{ open: true }, { bot: "easy" }, { bot: "easy" }] });
    expect(await flag(open.body.id)).toBe(0);
    const joined = await manual.post(`/api/matches/${open.body.id}/join`, { invite: open.body.invite.token, name: "Late" });
    expect(joined.status).toBe(201);
    const started = (await manual.get(`/api/matches/${open.body.id}`)).body;
    expect(started.status).toBe("active");
    expect(await flag(open.body.id)).toBe(started.activeSeats.some((s: number) => s !== 0) ? 1 : 0);
  });
});
