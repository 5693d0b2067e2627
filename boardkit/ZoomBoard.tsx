import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { useKitT } from "./i18n.js";
import { MAX_ZOOM, boxAspect, settle, viewOf, zoomBy, type Box, type Zoom } from "./zoom.js";
import { focusLost, refocus } from "./board-focus.js";

/** A drag shorter than this (CSS px) is still a click on the board's targets. */
const DRAG_PX = 6;
const STEP = 1.5;

interface Gesture {
  /** Pointers down on the board, by id, at their last position. */
  pts: Map<number, { x: number; y: number }>;
  /** The pointer moved far enough to be a drag or a pinch: the click that follows is swallowed. */
  moved: boolean;
  start: { x: number; y: number } | null;
}

/**
 * An SVG board that opens fitted to its box and zooms and pans inside it: buttons (always inside the box, so
 * always on screen), pinch and drag (pointer events, so touch, pen and mouse alike), ctrl/⌘ + wheel (a trackpad
 * pinch), and a keyboard focus that brings its target into view. Nothing scrolls: the viewBox moves. A board
 * that grows (a tile placed) keeps its zoom, the view settled back inside the drawing at each render.
 * The box is no taller than the screen below its top, so the drawing, the board's `controls` (in the strip under
 * it, beside the zoom buttons) and an `overlay` (a choice opened on a target) are on screen together. An `upright`
 * drawing (taller than wide: Wongar on a phone) keeps its own proportions and may take the whole screen's height
 * once scrolled to: squeezed under the page's head it would be printed too small to read (issue #41).
 */
export function ZoomBoard(props: {
  content: Box;
  label: string;
  class?: string;
  svgClass?: string;
  controls?: ComponentChildren;
  overlay?: ComponentChildren;
  upright?: boolean;
  children: ComponentChildren;
}) {
  const { t } = useKitT();
  const { content } = props;
  const [zoom, setZoom] = useState<Zoom>({ z: 1, cx: NaN, cy: NaN });
  const live = useRef(zoom);
  const svg = useRef<SVGSVGElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const g = useRef<Gesture>({ pts: new Map(), moved: false, start: null });
  const now = settle(content, zoom);
  const v = viewOf(content, zoom);
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
      toSvg: (p: { x: number; y: number }) => ({
        x: view.x + (p.x - r.left - (r.width - view.w * s) / 2) / s,
        y: view.y + (p.y - r.top - (r.height - view.h * s) / 2) / s,
      }),
    };
  };

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

  const move = (e: PointerEvent) => {
    const pts = g.current.pts;
    const prev = pts.get(e.pointerId);
    if (!prev) return;
    if (pts.size >= 2) {
      const before = spread();
      pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const after = spread();
      const f = frame();
      const zoomed = zoomBy(content, live.current, before.d > 0 ? after.d / before.d : 1, f.toSvg(before.mid));
      const s = f.s * (zoomed.z / live.current.z);
      set({ ...zoomed, cx: zoomed.cx - (after.mid.x - before.mid.x) / s, cy: zoomed.cy - (after.mid.y - before.mid.y) / s });
      g.current.moved = true;
      (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
      return;
    }
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

  // the board's part that had the focus last (a target's key, "" for any other), or undefined once it left the board
  const kept = useRef<string | undefined>(undefined);
  const left = (e: FocusEvent) => {
    const to = e.relatedTarget as Node | null;
    const from = e.target as HTMLElement | SVGElement;
    // Tab or a click elsewhere: the board lets the focus go; a part that went away (a target played) keeps it here, and
    // so does a button disabled while its move is sent ("Place it like this": the focus fell to <body>, issue #41)
    const disabled = (from as HTMLButtonElement).disabled === true;
    if (to ? !box.current!.contains(to) : from.isConnected && from.tabIndex >= 0 && !disabled) kept.current = undefined;
  };

  // a target reached with Tab is brought into view when the board is zoomed in
  const focus = (e: FocusEvent) => {
    kept.current = (e.target as Element).getAttribute("data-target") ?? "";
    const el = e.target as SVGGraphicsElement;
    if (el === svg.current) return;
    if (live.current.z <= 1 || typeof el.getBBox !== "function") return;
    const b = el.getBBox();
    const view = viewOf(content, live.current);
    if (b.x >= view.x && b.y >= view.y && b.x + b.width <= view.x + view.w && b.y + b.height <= view.y + view.h) return;
    set({ ...live.current, cx: b.x + b.width / 2, cy: b.y + b.height / 2 });
  };

  useFitToScreen(box, props.upright === true);
  // after a pick the focus stays on the board: on the next sensible part, not fallen to <body>
  useLayoutEffect(() => {
    if (kept.current !== undefined && focusLost(box.current!)) refocus(box.current!, kept.current);
  });

  return (
    <div
      ref={box}
      id="board"
      class={props.class ? `board-box ${props.class}` : "board-box"}
      style={props.upright ? undefined : { aspectRatio: String(boxAspect(content)) }}
      onFocusIn={(e) => (e.target as Element).closest(".board-svg") || (kept.current = "")}
      onFocusOut={left}
    >
      <svg
        ref={svg}
        // where the focus waits while no part of the board can take it (a move on its way, another seat's turn)
        tabindex={-1}
        class={props.svgClass ? `board-svg ${props.svgClass}` : "board-svg"}
        viewBox={`${v.x} ${v.y} ${v.w} ${v.h}`}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={props.label}
        data-zoom={now.z.toFixed(2)}
        style={svgStyle(now.z, props.upright ? content : null)}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onWheel={wheel}
        onFocusIn={focus}
        onClickCapture={(e) => {
          if (!g.current.moved) return;
          g.current.moved = false;
          e.stopPropagation();
          e.preventDefault();
        }}
      >
        {props.children}
      </svg>
      {props.overlay}
      <div class="board-foot">
        {props.controls}
        <div class="zoom">
          <button
            type="button"
            aria-label={t("zoom.out")}
            title={t("zoom.out")}
            disabled={now.z <= 1}
            onClick={() => set(zoomBy(content, live.current, 1 / STEP))}
          >
            −
          </button>
          <button
            type="button"
            aria-label={t("zoom.fit")}
            title={t("zoom.fit")}
            disabled={now.z <= 1}
            onClick={() => set({ z: 1, cx: NaN, cy: NaN })}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" class="icon">
              <path d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5" fill="none" stroke="currentColor" stroke-width="2" />
            </svg>
          </button>
          <button
            type="button"
            aria-label={t("zoom.in")}
            title={t("zoom.in")}
            disabled={now.z >= MAX_ZOOM}
            onClick={() => set(zoomBy(content, live.current, STEP))}
          >
            +
          </button>
        </div>
      </div>
    </div>
  );
}

/** Fitted, one finger scrolls the page; zoomed in, it pans the board. An upright drawing keeps its proportions. */
const svgStyle = (z: number, upright: Box | null) => ({
  touchAction: z > 1 ? "none" : "pan-y",
  ...(upright ? { aspectRatio: `${upright.w} / ${upright.h}`, flex: "0 1 auto" } : {}),
});

/** The least height a box is given however far down the page it starts (a phone's long banner), as a share of the screen. */
const MIN_SHARE = 0.5;

/** Keeps the box's height capped (fitToScreen): what is above it (the banner, a note) changes with the position, so
 * it is measured again at every render and resize, and when the page's size changes. */
function useFitToScreen(box: { current: HTMLElement | null }, upright: boolean) {
  const whole = useRef(upright);
  whole.current = upright;
  const fit = () => void (box.current && fitToScreen(box.current, whole.current));
  useLayoutEffect(fit);
  useEffect(() => {
    addEventListener("resize", fit);
    // a note appearing above the board moves it down without rendering it again: the page's size changes then
    const ro = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(fit);
    ro?.observe(document.body);
    return () => {
      removeEventListener("resize", fit);
      ro?.disconnect();
    };
  }, []);
}

/** Caps the box's height at the screen below its top (page coordinates, so as the page opens unscrolled), or at the screen. */
function fitToScreen(el: HTMLElement, whole: boolean) {
  const gap = 12;
  // the whole screen needs no measure of the page (a forced layout at every render): only the cap below the box's top does
  const below = () => Math.max(innerHeight - (el.getBoundingClientRect().top + scrollY) - gap, innerHeight * MIN_SHARE);
  const cap = `${Math.round(whole ? innerHeight - gap : below())}px`;
  if (el.style.maxHeight !== cap) el.style.maxHeight = cap;
}
