import type { ComponentChildren } from "preact";
import { useRef } from "preact/hooks";
import { useKitT } from "./i18n.js";
import { MAX_ZOOM, boxAspect, zoomBy, type Box } from "./zoom.js";
import { useZoomState, type ZoomState } from "./zoom-state.js";
import { useZoomGestures } from "./zoom-gestures.js";
import { useKeptFocus } from "./kept-focus.js";
import { useFitToScreen } from "./fit-to-screen.js";

const STEP = 1.5;

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
  const { content } = props;
  const svg = useRef<SVGSVGElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const zoom = useZoomState(content, svg);
  const { now, view: v } = zoom;
  const gestures = useZoomGestures(content, zoom);
  useFitToScreen(box, props.upright === true);
  const focus = useKeptFocus(box, svg, content, zoom);

  return (
    <div
      ref={box}
      id="board"
      class={props.class ? `board-box ${props.class}` : "board-box"}
      style={props.upright ? undefined : { aspectRatio: String(boxAspect(content)) }}
      {...focus.box}
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
        {...gestures}
        {...focus.svg}
      >
        {props.children}
      </svg>
      {props.overlay}
      <div class="board-foot">
        {props.controls}
        <ZoomButtons content={content} zoom={zoom} />
      </div>
    </div>
  );
}

/** Zoom out, fit, zoom in: always inside the box, so always on screen. */
function ZoomButtons({ content, zoom: { now, live, set } }: { content: Box; zoom: ZoomState }) {
  const { t } = useKitT();
  return (
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
  );
}

/** Fitted, one finger scrolls the page; zoomed in, it pans the board. An upright drawing keeps its proportions. */
const svgStyle = (z: number, upright: Box | null) => ({
  touchAction: z > 1 ? "none" : "pan-y",
  ...(upright ? { aspectRatio: `${upright.w} / ${upright.h}`, flex: "0 1 auto" } : {}),
});
