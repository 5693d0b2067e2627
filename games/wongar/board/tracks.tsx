import type { WongarView } from "../rules/index.js";
import { CEREMONY_POINTS, SECTION_SPACES, TIME_END } from "../rules/points.js";
import type { T } from "./texts.js";
import { colourName } from "../texts/text.js";
import { CLAN } from "./drawing.js";
import type { Layout } from "./layout.js";

const SECTIONS = ["I", "II", "III"];

/**
 * The time track: twelve spaces in three sections, each with its points table; the scorpion on its space. Beside
 * the wide map it runs upwards on the left (space 1 at the bottom); above the upright one, left to right.
 */
export function TimeTrack({ view, t, layout: l }: { view: WongarView; t: T; layout: Layout }) {
  const label = `${t("b.time")}: ${view.time} / ${TIME_END}`;
  const pts = (p: (typeof CEREMONY_POINTS)[number]) => [
    t("b.ptsA", { n: p.ancestor }),
    t("b.ptsE", { n: p.elder }),
    t("b.ptsAE", { n: p.both }),
  ];
  if (l.portrait) {
    const space = l.bw / TIME_END;
    const xOf = (n: number) => l.ox + (n - 1) * space; // left edge of space n
    return (
      <g class="wg-time" role="img" aria-label={label}>
        {Array.from({ length: TIME_END }, (_, k) => (
          <g>
            <rect
              class={`wg-space s${Math.floor(k / SECTION_SPACES)}${k + 1 === view.time ? " on" : ""}`}
              x={xOf(k + 1) + 2}
              y={6}
              width={space - 4}
              height={44}
              rx={6}
            />
            <text class="wg-space-no" x={xOf(k + 1) + space / 2} y={28} dy="0.35em" text-anchor="middle">
              {k + 1 === TIME_END ? "X" : k + 1}
            </text>
          </g>
        ))}
        {CEREMONY_POINTS.map((p, section) => {
          const left = xOf(section * SECTION_SPACES + 1);
          return (
            <g class="wg-points">
              <text x={left + 6} y={80}>
                {`${SECTIONS[section]} · ${pts(p).join(" ")}`}
              </text>
              {section > 0 && <line x1={left} x2={left} y1={4} y2={92} />}
            </g>
          );
        })}
        <Scorpion x={xOf(view.time) + space / 2} y={28} />
      </g>
    );
  }
  const space = l.bh / TIME_END;
  const yOf = (n: number) => l.oy + l.bh - n * space; // top edge of space n (1 at the bottom)
  return (
    <g class="wg-time" role="img" aria-label={label}>
      {Array.from({ length: TIME_END }, (_, k) => {
        const n = k + 1;
        const section = Math.floor(k / SECTION_SPACES);
        return (
          <g>
            <rect class={`wg-space s${section}${n === view.time ? " on" : ""}`} x={8} y={yOf(n) + 2} width={36} height={space - 4} rx={5} />
            <text class="wg-space-no" x={26} y={yOf(n) + space / 2} dy="0.35em" text-anchor="middle">
              {n === TIME_END ? "X" : n}
            </text>
          </g>
        );
      })}
      {CEREMONY_POINTS.map((p, section) => {
        const top = yOf((section + 1) * SECTION_SPACES);
        return (
          <g class="wg-points">
            <text x={52} y={top + 22}>
              {SECTIONS[section]}
            </text>
            {pts(p).map((line, k) => (
              <text x={52} y={top + 48 + k * 22}>
                {line}
              </text>
            ))}
            <line x1={6} x2={110} y1={top} y2={top} />
          </g>
        );
      })}
      <Scorpion x={26} y={yOf(view.time) + space / 2} />
    </g>
  );
}

function Scorpion({ x, y }: { x: number; y: number }) {
  return (
    <g class="wg-scorpion" transform={`translate(${x} ${y})`}>
      <ellipse rx={14} ry={10} />
      <path d="M10,-4 C22,-14 20,-26 8,-24" />
    </g>
  );
}

const SCORE_CELLS = 50;

/** The score track below the map: fifty spaces that wrap, each clan's marker on its space with the laps it ran. */
export function ScoreTrack({ view, t, layout: l }: { view: WongarView; t: T; layout: Layout }) {
  const cw = l.bw / SCORE_CELLS;
  const stack = new Map<number, number>();
  const y0 = l.trackY;
  return (
    <g class="wg-score" role="img" aria-label={`${t("b.score")}: ${view.scores.map((s, i) => `${colourName(i, t)} ${s}`).join(", ")}`}>
      {Array.from({ length: SCORE_CELLS }, (_, k) => (
        <g>
          <rect class={k % 10 === 0 ? "wg-cell ten" : "wg-cell"} x={l.ox + k * cw} y={y0} width={cw - 1} height={22} />
          {k % 10 === 0 && (
            <text class="wg-cell-no" x={l.ox + k * cw + 2} y={y0 + (l.portrait ? 44 : 36)}>
              {k}
            </text>
          )}
        </g>
      ))}
      {view.scores.map((score, seat) => {
        const cell = ((score % SCORE_CELLS) + SCORE_CELLS) % SCORE_CELLS;
        const n = stack.get(cell) ?? 0;
        stack.set(cell, n + 1);
        // the laps already run, on the marker: 103 is "+100" on space 3, never taken for 3 behind 28
        const laps = Math.floor(score / SCORE_CELLS) * SCORE_CELLS;
        const x = l.ox + cell * cw + cw / 2;
        const y = y0 + 11 - n * 7;
        const lap = lapPlace(l, cell);
        return (
          <g>
            <circle class="wg-marker" cx={x} cy={y} r={7} fill={CLAN[seat]} />
            {laps !== 0 && (
              <text class="wg-lap" x={lap.x} y={y - 10} text-anchor={lap.anchor}>
                {laps > 0 ? `+${laps}` : laps}
              </text>
            )}
            <title>{`${colourName(seat, t)}: ${score}`}</title>
          </g>
        );
      })}
    </g>
  );
}

/**
 * Where a marker's laps are written: over it; on the first and the last space, inward from the marker's outer edge,
 * as a "+100" centred there runs past the drawing's edge on a phone, where it is drawn at 21 units (CI: 5 units past).
 */
export function lapPlace(l: Layout, cell: number): { x: number; anchor: "start" | "middle" | "end" } {
  const cw = l.bw / SCORE_CELLS;
  const left = l.ox + cell * cw;
  if (cell === 0) return { x: left, anchor: "start" };
  if (cell === SCORE_CELLS - 1) return { x: left + cw - 1, anchor: "end" };
  return { x: left + cw / 2, anchor: "middle" };
}
