import type { Ref } from "preact";
import { BOARD, cellIndex } from "../rules/board.js";
import { CELL, ISLANDS, NAME_SIZE, placeName } from "./chart.js";

/**
 * Static chart: sea, land, shallows, bays and names (drawn once per chart), the names `nameSize` units tall (larger
 * where the chart is drawn small, so that they still read: chart.ts nameSizeFor).
 */
export function ChartBackground({ nameSize = NAME_SIZE, probe }: { nameSize?: number; probe?: Ref<SVGGElement> }) {
  const cells = [];
  for (let row = 0; row < BOARD.height; row++) {
    for (let col = 0; col < BOARD.width; col++) {
      const kind = BOARD.cells[cellIndex({ row, col })];
      const x = col * CELL;
      const y = row * CELL;
      if (kind === "land") {
        cells.push(
          <g class="tb-land">
            <rect x={x - 1} y={y - 1} width={CELL + 2} height={CELL + 2} class="sand" />
            <rect x={x + 6} y={y + 6} width={CELL - 12} height={CELL - 12} rx="9" class="green" />
          </g>,
        );
      } else if (kind === "shallows") {
        cells.push(
          <g class="tb-shallows">
            <rect x={x} y={y} width={CELL} height={CELL} />
            <ellipse cx={x + CELL * 0.3} cy={y + CELL * 0.35} rx="7" ry="4.5" />
            <ellipse cx={x + CELL * 0.68} cy={y + CELL * 0.66} rx="8" ry="5" />
          </g>,
        );
      } else if (kind === "bay") {
        cells.push(<rect class="tb-bay" x={x + 1.5} y={y + 1.5} width={CELL - 3} height={CELL - 3} rx="6" />);
      }
    }
  }
  return (
    <g aria-hidden="true" ref={probe}>
      <rect class="tb-sea" x="0" y="0" width={BOARD.width * CELL} height={BOARD.height * CELL} />
      {Array.from({ length: BOARD.width + 1 }, (_, i) => (
        <line class="tb-grid" x1={i * CELL} y1="0" x2={i * CELL} y2={BOARD.height * CELL} />
      ))}
      {Array.from({ length: BOARD.height + 1 }, (_, i) => (
        <line class="tb-grid" x1="0" y1={i * CELL} x2={BOARD.width * CELL} y2={i * CELL} />
      ))}
      {cells}
      {ISLANDS.map((isl) => {
        const at = placeName(isl, nameSize);
        // the home island's name a size larger, as printed (15 for 13)
        const size = (isl.home ? 15 / 13 : 1) * nameSize;
        return (
          <text
            class={isl.home ? "tb-name home" : "tb-name"}
            x={at.x}
            y={at.y}
            dy="0.35em"
            text-anchor="middle"
            // drawn as printed, the stylesheet's sizes (and the pictures drawn by the server, which has no screen to measure)
            style={nameSize === NAME_SIZE ? undefined : { fontSize: `${size}px`, strokeWidth: `${(3 * nameSize) / NAME_SIZE}px` }}
          >
            {isl.name}
          </text>
        );
      })}
    </g>
  );
}
