import { useRef } from "preact/hooks";
import { zoomBy, type Box } from "./zoom.js";
import type { ScreenPt, ZoomState } from "./zoom-state.js";

/** A drag shorter than this (CSS px) is still a click on the board's targets. */
const DRAG_PX = 6;

interface Gesture {
  /** Pointers down on the board, by id, at their last position. */
  pts: Map<number, ScreenPt>;
  /** The pointer moved far enough to be a drag or a pinch: the click that follows is swallowed. */
  moved: boolean;
  start: ScreenPt | null;
}

/**
 * The drawing's pointer and wheel handlers (ZoomBoard.tsx): pinch and drag (pointer events, so touch, pen
 * and mouse alike), ctrl/⌘ + wheel (a trackpad pinch); the click that ends a drag or a pinch is swallowed.
 */
export function useZoomGestures(content: Box, { live, set, frame }: ZoomState) {
  const g = useRef<Gesture>({ pts: new Map(), moved: false, start: null });

  const spread = () => {
    const [a, b] = [...g.current.pts.values()];
    return { d: Math.hypot(a!.x - b!.x, a!.y - b!.y), mid: { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 } };
  };

  const down = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    if (g.current.pts.size === 0) g.current.moved = false;
    g.current.pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
    g.current.start = { x: e.clientX, y: e.clientY };
  };

  const pinch = (e: PointerEvent) => {
    const before = spread();
    g.current.pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const after = spread();
    const f = frame();
    const zoomed = zoomBy(content, live.current, before.d > 0 ? after.d / before.d : 1, f.toSvg(before.mid));
    const s = f.s * (zoomed.z / live.current.z);
    set({ ...zoomed, cx: zoomed.cx - (after.mid.x - before.mid.x) / s, cy: zoomed.cy - (after.mid.y - before.mid.y) / s });
    g.current.moved = true;
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
  };

  const move = (e: PointerEvent) => {
    const pts = g.current.pts;
    const prev = pts.get(e.pointerId);
    if (!prev) return;
    if (pts.size >= 2) return pinch(e);
    const st = g.current.start!;
    if (!g.current.moved && Math.hypot(e.clientX - st.x, e.clientY - st.y) < DRAG_PX) return;
    if (!g.current.moved) {
      g.current.moved = true;
      // captured only once it is a drag: a plain click must still reach the target under the pointer
      (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    }
    const { s } = frame();
    pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
    set({ ...live.current, cx: live.current.cx - (e.clientX - prev.x) / s, cy: live.current.cy - (e.clientY - prev.y) / s });
  };

  const up = (e: PointerEvent) => {
    g.current.pts.delete(e.pointerId);
    const rest = [...g.current.pts.values()][0];
    if (rest) g.current.start = { ...rest };
  };

  const wheel = (e: WheelEvent) => {
    if (!e.ctrlKey && !e.metaKey) return; // a plain wheel scrolls the page
    e.preventDefault();
    set(zoomBy(content, live.current, Math.exp(-e.deltaY / 300), frame().toSvg({ x: e.clientX, y: e.clientY })));
  };

  const clickCapture = (e: MouseEvent) => {
    if (!g.current.moved) return;
    g.current.moved = false;
    e.stopPropagation();
    e.preventDefault();
  };

  return { onPointerDown: down, onPointerMove: move, onPointerUp: up, onPointerCancel: up, onWheel: wheel, onClickCapture: clickCapture };
}
