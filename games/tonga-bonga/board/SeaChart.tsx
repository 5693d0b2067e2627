import { useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { BOARD, cellIndex, type Square } from "../rules/board.js";
import type { TongaBongaMove, TongaBongaView } from "../rules/index.js";
import { ZoomBoard } from "../../../boardkit/ZoomBoard.js";
import { ChangedMark } from "../../../boardkit/ChangedMark.js";
import { CELL, ISLANDS, NAME_SIZE, SHIP, centreOf, nameSizeFor, type Pt } from "./chart.js";
import type { T } from "./texts.js";
import { colourName, moveText } from "../texts/text.js";
import { ChartBackground } from "./ChartBackground.js";
import { PointsBadge, ShipGlyph } from "./pieces.js";

type SailMove = Extract<TongaBongaMove, { type: "sail" }>;

interface SeaChartProps {
  view: TongaBongaView;
  /** The squares the sailing ship may go to now. */
  sails: SailMove[];
  /** The seat whose ship is sailing now (-1: none). */
  sailing: number;
  marked?: ReadonlySet<string>;
  name(seat: number): string;
  onMove(move: TongaBongaMove): void;
  t: T;
}

/** The sea chart: islands and their camps, the ships, the squares the sailing ship may reach, and what changed. */
export function SeaChart({ view, sails, sailing, marked, name, onMove, t }: SeaChartProps) {
  const spots = useShipSpots(view.ships);
  const { probe, nameSize } = useNameSize();
  const ph = view.phase;
  return (
    <ZoomBoard
      class="tb-scroll"
      svgClass="tb-chart"
      content={{ x: 0, y: 0, w: BOARD.width * CELL, h: BOARD.height * CELL }}
      label={t("b.chart")}
    >
      <ChartBackground nameSize={nameSize} probe={probe} />
      {ISLANDS.filter((isl) => !isl.home).map((isl) =>
        (view.camps[isl.id] ?? []).map((seat, i) => (
          <rect
            class="tb-camp"
            x={isl.camps.x - 12 + (i % 2) * 13}
            y={isl.camps.y - 12 + Math.floor(i / 2) * 13}
            width="11"
            height="11"
            rx="2"
            fill={SHIP[seat]}
          >
            <title>{t("b.camp", { colour: colourName(seat, t), island: isl.name })}</title>
          </rect>
        )),
      )}
      {sails.map((m) => (
        <SailTarget move={m} label={moveText(m, view, t)} onMove={onMove} />
      ))}
      {view.ships.map((_, seat) => (
        <g>
          <title>{`${t("b.ship", { colour: colourName(seat, t) })}: ${name(seat)}`}</title>
          <ShipGlyph at={spots[seat]!.at} scale={spots[seat]!.scale} seat={seat} current={seat === sailing} />
        </g>
      ))}
      {ISLANDS.filter((isl) => marked?.has(`camps:${isl.id}`)).map((isl) => (
        <ChangedMark k={`camps:${isl.id}`}>
          <rect x={isl.camps.x - 16} y={isl.camps.y - 16} width="33" height="33" rx="5" />
        </ChangedMark>
      ))}
      {view.ships.map((_, seat) =>
        marked?.has(`ship:${seat}`) ? (
          <ChangedMark k={`ship:${seat}`}>
            <circle cx={spots[seat]!.at.x} cy={spots[seat]!.at.y} r={CELL * 0.6 * spots[seat]!.scale} />
          </ChangedMark>
        ) : null,
      )}
      {ph.kind === "sail" && <PointsBadge at={centreOf(view.ships[view.current] as Square)} n={ph.left} k={nameSize / NAME_SIZE} />}
    </ZoomBoard>
  );
}

/** A square the sailing ship may go to: a button on the chart, by click or by Enter/Space. */
function SailTarget({ move, label, onMove }: { move: SailMove; label: string; onMove(move: SailMove): void }) {
  const c = centreOf(move);
  const go = () => onMove(move);
  return (
    <g
      class="target tb-target"
      role="button"
      tabindex={0}
      aria-label={label}
      data-target={`sail:${move.row},${move.col}`}
      onClick={go}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          go();
        }
      }}
    >
      <title>{label}</title>
      <rect x={c.x - CELL / 2 + 3} y={c.y - CELL / 2 + 3} width={CELL - 6} height={CELL - 6} rx="6" />
    </g>
  );
}

/** Where each ship is drawn and how big: ships sharing a bay are drawn small, side by side. */
function useShipSpots(ships: Square[]): { at: Pt; scale: number }[] {
  return useMemo(() => {
    const at = new Map<number, number[]>();
    ships.forEach((sq, seat) => {
      const k = cellIndex(sq);
      at.set(k, [...(at.get(k) ?? []), seat]);
    });
    return ships.map((sq, seat) => {
      const together = at.get(cellIndex(sq))!;
      const c = centreOf(sq);
      if (together.length === 1) return { at: c, scale: 1 };
      const i = together.indexOf(seat);
      return { at: { x: c.x + (i % 2 ? 9 : -9), y: c.y + (i < 2 ? -9 : 9) }, scale: 0.55 };
    });
  }, [ships]);
}

/**
 * The names' size for the chart as drawn now: the whole chart's scale in its box (the zoom aside), measured once
 * drawn and whenever the box changes size (a phone turned, a window resized), before the browser paints.
 */
function useNameSize() {
  const probe = useRef<SVGGElement>(null);
  const [nameSize, setNameSize] = useState(NAME_SIZE);
  useLayoutEffect(() => {
    const svg = probe.current?.ownerSVGElement;
    if (!svg) return;
    const measure = () => {
      const r = svg.getBoundingClientRect();
      setNameSize(nameSizeFor(Math.min(r.width / (BOARD.width * CELL), r.height / (BOARD.height * CELL))));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(measure);
    ro.observe(svg);
    return () => ro.disconnect();
  }, []);
  return { probe, nameSize };
}
