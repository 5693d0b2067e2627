import { describe, expect, it } from "vitest";
import { seedRng } from "../../../engine/core/rng.js";
import { BOARD, CAMP_ISLANDS, HOME_ID, cellAt, neighbours, readChart } from "../../../games/tonga-bonga/rules/board.js";
import { tongaBonga } from "../../../games/tonga-bonga/rules/index.js";
import { CHART } from "../../../games/tonga-bonga/rules/map.js";
import { bayDistance, botMove } from "./bot.js";

/** Every order of `xs`. */
const orders = <T>(xs: T[]): T[][] =>
  xs.length <= 1 ? [xs] : xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((o) => [x, ...o]));

/** Squares from Tonga Bonga's bay through four camp islands in every order and back, shortest path between bays. */
function tours(): number[] {
  const out: number[] = [];
  for (const skip of CAMP_ISLANDS) {
    for (const order of orders(CAMP_ISLANDS.filter((id) => id !== skip))) {
      const stops = [HOME_ID, ...order, HOME_ID];
      let len = 0;
      for (let i = 1; i < stops.length; i++) len += bayDistance(stops[i - 1]!, stops[i]!);
      out.push(len);
    }
  }
  return out.sort((a, b) => a - b);
}

describe("§11 the chart", () => {
  it("§1.2, §1.3 is a 24 × 17 grid with six islands, one bay each, Tonga Bonga the home", () => {
    expect([BOARD.width, BOARD.height]).toEqual([24, 17]);
    expect(BOARD.islands.map((i) => i.name)).toEqual(["Tonga Bonga", "Palmoa", "Kokonui", "Lagunara", "Mangalua", "Coralee"]);
    expect(HOME_ID).toBe("tonga-bonga");
    expect(CAMP_ISLANDS).toHaveLength(5);
    // every bay touches its island's land and can be reached from home
    for (const sq of BOARD.bays) expect(neighbours(sq).some((n) => cellAt(n) === "land")).toBe(true);
    for (const id of CAMP_ISLANDS) expect(bayDistance(HOME_ID, id)).toBeLessThan(Infinity);
  });

  it("refuses a malformed chart", () => {
    const islands = CHART.islands;
    expect(() => readChart({ rows: [], islands })).toThrow(/empty/);
    expect(() => readChart({ rows: [""], islands })).toThrow(/empty/);
    expect(() => readChart({ rows: ["..", "..."], islands })).toThrow(/row 1/);
    expect(() => readChart({ rows: ["T.", ".?"], islands })).toThrow(/unknown mark/);
    expect(() => readChart({ rows: ["TP", "KL"], islands })).toThrow(/no bay/);
    expect(() => readChart({ rows: ["TPKLMCT"], islands })).toThrow(/two bays/);
    expect(() => readChart({ rows: ["TPKLMC"], islands: islands.map((i) => ({ id: i.id, name: i.name, bay: i.bay })) })).toThrow(/home/);
  });

  it("§1.2 reads each mark of a chart into its square: sea, land, shallows, and a bay that names its island", () => {
    const islands = [
      { id: "home", name: "Home", bay: "H", home: true as const },
      { id: "far", name: "Far", bay: "F" },
    ];
    const board = readChart({ rows: ["#H.", "*.F"], islands });
    expect(board).toEqual({
      width: 3,
      height: 2,
      cells: ["land", "bay", "sea", "shallows", "sea", "bay"],
      bayOf: [-1, 0, -1, -1, -1, 1],
      islands,
      bays: [
        { row: 0, col: 1 },
        { row: 1, col: 2 },
      ],
      home: 0,
    });
    // the islands are the chart's own copy, in chart order; the home island may come anywhere in it
    expect(board.islands).not.toBe(islands);
    expect(readChart({ rows: ["F#H"], islands: [islands[1]!, islands[0]!] })).toMatchObject({ home: 1, bayOf: [0, -1, 1] });
  });

  it("§1.2 the printed chart: its marks, square by square", () => {
    const mark = { sea: ".", land: "#", shallows: "*" } as const;
    const rows = Array.from({ length: BOARD.height }, (_, row) =>
      Array.from({ length: BOARD.width }, (_, col) => {
        const c = BOARD.cells[row * BOARD.width + col]!;
        return c === "bay" ? BOARD.islands[BOARD.bayOf[row * BOARD.width + col]!]!.bay : mark[c];
      }).join(""),
    );
    expect(rows).toEqual(CHART.rows);
  });

  it("§11.2 the shortest tour of four islands is 60 squares, the longest 106", () => {
    const all = tours();
    expect(all[0]).toBe(60);
    expect(all.at(-1)).toBe(106);
    // at 7.5 points a round (three dice of 2.5 on average) the fastest tour takes 8 rounds
    expect(Math.ceil(all[0]! / 7.5)).toBe(8);
  });

  it.each([3, 4])("§11.3 seeded %i-player games with greedy ships and random dice last about 9 rounds", (players) => {
    const rounds: number[] = [];
    for (let g = 0; g < 150; g++) {
      const pick = seedRng(`length-${g}`);
      let s = tongaBonga.setup(`length-${players}-${g}`, players, { roundLimit: 30 });
      while (s.phase.kind !== "over") {
        const seat = tongaBonga.activeSeats(s)[0]!;
        const r = tongaBonga.play(s, seat, botMove(s, tongaBonga.legalMoves(s, seat), pick));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
      expect(s.phase.reason).toBe("home");
      rounds.push(s.round);
    }
    const mean = rounds.reduce((a, b) => a + b, 0) / rounds.length;
    expect(mean).toBeGreaterThan(8);
    expect(mean).toBeLessThan(10);
    rounds.sort((a, b) => a - b);
    expect(rounds[Math.floor(rounds.length * 0.1)]).toBeGreaterThanOrEqual(7);
    expect(rounds[Math.floor(rounds.length * 0.9)]).toBeLessThanOrEqual(11);
  });
});
