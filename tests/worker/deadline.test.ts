/**
 * The match's deadline at creation is the earliest deadline of the seats on turn, whichever seat starts (issue 14
 * item 3: Wongar's random start player other than seat 0 left the match's `deadline` null), and a total-time cap
 * gives the first turn its full allowance.
 */
import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { DAY } from "../../worker/clock.js";
import { client } from "./helpers.js";

const clockNow = Date.UTC(2026, 4, 4, 9, 0);
const api = client(games, { now: () => clockNow }, { NOTIFY_QUEUE: undefined });

describe("the deadline of a new match", () => {
  for (const clock of [{ daysPerMove: 2 }, { daysPerMove: 2, totalDays: 30 }]) {
    it(`is the first player's deadline when that player is not seat 0 (${JSON.stringify(clock)})`, async () => {
      const starters = new Set<number>();
      for (let i = 0; i < 40 && !(starters.has(1) || starters.has(2)); i++) {
        const c = await api.post("/api/matches", { game: "wongar", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cai" }], clock });
        expect(c.status, c.text).toBe(201);
        const m = (await api.get(`/api/matches/${c.body.id}`)).body;
        const [first] = m.activeSeats;
        starters.add(first);
        expect(m.players[first].deadline).toBe(clockNow + 2 * DAY);
        expect(m.deadline).toBe(clockNow + 2 * DAY);
      }
      expect([...starters].some((s) => s !== 0)).toBe(true);
    });
  }
});
