import { useRef, useState } from "preact/hooks";
import { settle, viewOf, type Box, type Zoom } from "./zoom.js";

/** A point on the screen (CSS px, client coordinates). */
export interface ScreenPt {
  x: number;
  y: number;
}

/**
 * A board's zoom (ZoomBoard.tsx): what is shown now, settled inside the drawing at each render; `live` holds
 * the latest one between renders (a gesture's events come faster than renders), `set` settles and shows a new one, and
 * `frame` maps the screen onto the drawing.
 */
export function useZoomState(content: Box, svg: { current: SVGSVGElement | null }) {
  const [zoom, setZoom] = useState<Zoom>({ z: 1, cx: NaN, cy: NaN });
  const live = useRef(zoom);
  const now = settle(content, zoom);
  live.current = now;

  const set = (s: Zoom) => {
    live.current = settle(content, s);
    setZoom(live.current);
  };

  // the screen → drawing mapping of preserveAspectRatio="xMidYMid meet", from the state (not the last paint)
  const frame = () => {
    const r = svg.current!.getBoundingClientRect();
    const view = viewOf(content, live.current);
    const s = Math.min(r.width / view.w, r.height / view.h);
    return {
      s,
      toSvg: (p: ScreenPt) => ({
        x: view.x + (p.x - r.left - (r.width - view.w * s) / 2) / s,
        y: view.y + (p.y - r.top - (r.height - view.h * s) / 2) / s,
      }),
    };
  };

  return { now, view: viewOf(content, zoom), live, set, frame };
}

export type ZoomState = ReturnType<typeof useZoomState>;
