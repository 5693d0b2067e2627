import { describe, expect, it } from "vitest";
import { pairedMisses, pairedReading, type PairedGame } from "../../../bench/paired.js";

/**
 * bench:bots judges Tongiaki's six-player rows paired (issue #27): each game against the same game with a player of
 * the field's kind in the tested seat. The arithmetic and the verdict, on hand-made games.
 */

/** `n` games per seat over 6 seats, the tested bot's and the control's ahead given per seat. */
const games = (perSeat: [number, number][], n = 10): PairedGame[] =>
  Array.from({ length: n * perSeat.length }, (_, i) => ({
    seat: i % perSeat.length,
    tested: perSeat[i % perSeat.length]![0],
    control: perSeat[i % perSeat.length]![1],
  }));

describe("paired reading", () => {
  it("reads each seat against the control in the same seat, and the mean difference over all games", () => {
    const r = pairedReading(
      games([
        [0.8, 0.6],
        [0.7, 0.7],
        [0.6, 0.5],
        [0.4, 0.3],
        [0.3, 0.3],
        [0.2, 0.3],
      ]),
      6,
    );
    expect(r.games).toBe(60);
    expect(r.seats.map((s) => s.games)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(r.seats.map((s) => Math.round(100 * s.diff))).toEqual([20, 0, 10, 10, 0, -10]);
    expect(r.tested).toBeCloseTo(0.5);
    expect(r.control).toBeCloseTo(2.7 / 6);
    expect(r.diff).toBeCloseTo(0.3 / 6);
    expect(r.interval[0]).toBeLessThanOrEqual(r.diff);
    expect(r.interval[1]).toBeGreaterThanOrEqual(r.diff);
  });

  it("pairs game by game: the same result in both games of every seed gives no difference and no spread", () => {
    // unpaired, both samples spread from 0 to 1; paired, every game gives the control's result exactly
    const same: PairedGame[] = Array.from({ length: 120 }, (_, i) => ({ seat: i % 6, tested: i % 2, control: i % 2 }));
    const r = pairedReading(same, 6);
    expect(r.diff).toBe(0);
    expect(r.interval).toEqual([0, 0]);
  });

  it("gives a seat with no games NaN, not a made-up figure", () => {
    const r = pairedReading([{ seat: 0, tested: 1, control: 0 }], 2);
    expect(r.seats[1]!.games).toBe(0);
    expect(r.seats[1]!.tested).toBeNaN();
  });
});

describe("paired verdict", () => {
  const strong = { notWorse: true } as const;

  it("meets 'not worse' while the interval's upper bound reaches 0, even with a negative mean", () => {
    const noisy: PairedGame[] = Array.from({ length: 60 }, (_, i) => ({ seat: i % 6, tested: i % 3 === 0 ? 0 : 0.6, control: 0.45 }));
    const r = pairedReading(noisy, 6);
    expect(r.diff).toBeLessThan(0);
    expect(r.interval[1]).toBeGreaterThanOrEqual(0);
    expect(pairedMisses(strong, r, r.tested)).toEqual([]);
  });

  it("misses 'not worse' when the whole interval is below 0", () => {
    const r = pairedReading(
      games([
        [0.5, 0.6],
        [0.4, 0.5],
        [0.5, 0.55],
        [0.3, 0.35],
        [0.2, 0.3],
        [0.2, 0.25],
      ]),
      6,
    );
    expect(r.interval[1]).toBeLessThan(0);
    expect(pairedMisses(strong, r, r.tested)).toHaveLength(1);
    expect(pairedMisses(strong, r, r.tested)[0]).toMatch(/worse than the field's player in its seat/);
  });

  it("meets an exact tie (upper bound 0)", () => {
    const r = pairedReading(games([[0.5, 0.5]]), 1);
    expect(r.interval).toEqual([0, 0]);
    expect(pairedMisses(strong, r, r.tested)).toEqual([]);
  });

  it("judges easy's floor on its own ahead, whatever the control did", () => {
    const r = pairedReading(games([[0.85, 0.5]]), 1);
    expect(pairedMisses({ ahead: 0.8 }, r, 0.8)).toEqual([]);
    expect(pairedMisses({ ahead: 0.8 }, r, 0.799)).toEqual(["ahead < 80.0 %"]);
  });

  it("a NaN reading (no games) never passes", () => {
    const r = pairedReading([], 6);
    expect(pairedMisses(strong, r, NaN)).toHaveLength(1);
    expect(pairedMisses({ ahead: 0.8 }, r, NaN)).toHaveLength(1);
  });
});
