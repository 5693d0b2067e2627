import { PIP, SHIP, type Pt } from "./chart.js";
import type { T } from "./texts.js";
import { dieText } from "../texts/text.js";

/** Where the pips of each face sit on a 20 × 20 die. */
const PIPS: Record<number, [number, number][]> = {
  1: [[10, 10]],
  2: [
    [5.5, 5.5],
    [14.5, 14.5],
  ],
  3: [
    [5.5, 5.5],
    [10, 10],
    [14.5, 14.5],
  ],
  4: [
    [5.5, 5.5],
    [14.5, 5.5],
    [5.5, 14.5],
    [14.5, 14.5],
  ],
  5: [
    [5.5, 5.5],
    [14.5, 5.5],
    [10, 10],
    [5.5, 14.5],
    [14.5, 14.5],
  ],
};

/** One die in its owner's colour: pips for 1–5, a wavy line for the seasick sailor. */
export function Die({ value, owner, t, dim }: { value: number; owner: number; t: T; dim?: boolean }) {
  return (
    <svg class={dim ? "tb-die dim" : "tb-die"} viewBox="0 0 20 20" role="img" aria-label={dieText(value, t)}>
      <rect x="0.75" y="0.75" width="18.5" height="18.5" rx="4" fill={SHIP[owner]} stroke="#1b2a33" stroke-width="1.2" />
      {value === 0 ? (
        <path d="M4,12 q2,-4 4,0 t4,0 t4,0" fill="none" stroke={PIP[owner]} stroke-width="1.8" stroke-linecap="round" />
      ) : (
        (PIPS[value] ?? []).map(([x, y]) => <circle cx={x} cy={y} r="1.9" fill={PIP[owner]} />)
      )}
    </svg>
  );
}

/** A sailing ship: hull, mast and sails in the owner's colour, centred on `at`. */
export function ShipGlyph({ at, seat, scale = 1, current }: { at: Pt; seat: number; scale?: number; current?: boolean }) {
  return (
    <g class={current ? "tb-ship current" : "tb-ship"} transform={`translate(${at.x},${at.y}) scale(${scale})`} data-seat={seat}>
      {current && <circle r="17" class="tb-ship-ring" />}
      <path d="M-13,4 L13,4 L9,11 L-9,11 Z" fill="#6b4226" stroke="#2b1a0f" stroke-width="1.2" />
      <line x1="0" y1="-13" x2="0" y2="4" stroke="#2b1a0f" stroke-width="1.6" />
      <path d="M1.5,-12 L1.5,2 L12,2 Z" fill={SHIP[seat]} stroke="#1b2a33" stroke-width="1" />
      <path d="M-1.5,-9 L-1.5,2 L-9,2 Z" fill={SHIP[seat]} stroke="#1b2a33" stroke-width="1" />
    </g>
  );
}

/** A small ship icon for HTML (crew display, standings). */
export function ShipIcon({ seat }: { seat: number }) {
  return (
    <svg class="tb-ship-icon" viewBox="-15 -15 30 28" aria-hidden="true">
      <ShipGlyph at={{ x: 0, y: 0 }} seat={seat} />
    </svg>
  );
}

/** The points the sailing ship has left, in a badge at its bow (grown with the names, `k` times, on a chart drawn small). */
export function PointsBadge({ at, n, k = 1 }: { at: Pt; n: number; k?: number }) {
  return (
    <g class="tb-badge" aria-hidden="true">
      <circle cx={at.x + 15} cy={at.y - 15} r={9 * k} />
      <text x={at.x + 15} y={at.y - 15} dy="0.35em" text-anchor="middle" style={k === 1 ? undefined : { fontSize: `${11 * k}px` }}>
        {n}
      </text>
    </g>
  );
}
