import { useLayoutEffect, useRef } from "preact/hooks";
import { viewOf, type Box } from "./zoom.js";
import { focusLost, refocus } from "./board-focus.js";
import type { ZoomState } from "./zoom-state.js";

/**
 * The keyboard focus on a board (ZoomBoard.tsx): which part had it last, so that after a pick it stays on
 * the board (on the next sensible part, not fallen to <body>), and a target reached with Tab brought into view when the
 * board is zoomed in. Handlers for the box (`box`) and for the drawing (`svg`).
 */
export function useKeptFocus(
  box: { current: HTMLElement | null },
  svg: { current: SVGSVGElement | null },
  content: Box,
  { live, set }: ZoomState,
) {
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

  // after a pick the focus stays on the board: on the next sensible part, not fallen to <body>
  useLayoutEffect(() => {
    if (kept.current !== undefined && focusLost(box.current!)) refocus(box.current!, kept.current);
  });

  return {
    box: {
      onFocusIn: (e: FocusEvent) => (e.target as Element).closest(".board-svg") || (kept.current = ""),
      onFocusOut: left,
    },
    svg: { onFocusIn: focus },
  };
}
