import { Piece } from "./drawing.js";

/** One piece of a shape as an icon in the page's text (a clan's colour, or -1 for a neutral one). */
export function ShapeIcon({ shape, seat }: { shape: number; seat: number }) {
  return (
    <svg class="wg-icon" viewBox="-11 -11 22 22" aria-hidden="true">
      <Piece shape={shape} x={0} y={0} seat={seat} />
    </svg>
  );
}
