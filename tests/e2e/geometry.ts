/** Where things are on screen, measured in the page: the board's drawing, its box and zoom buttons; overflow. */
import type { Page } from "@playwright/test";

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface BoardGeometry {
  vw: number;
  box: Rect;
  drawing: Rect;
  buttons: Rect[];
  zoom: string | null;
  viewBox: string | null;
}

/** Where the board's drawing, its box and its zoom buttons are on screen. */
export const boardGeometry = (page: Page): Promise<BoardGeometry> =>
  page.evaluate(() => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const box = document.querySelector(".board-box") as Element;
    const svg = box.querySelector(".board-svg") as Element;
    const parts = [...svg.children]
      .filter((el) => !["title", "desc", "defs"].includes(el.tagName))
      .map(rect)
      .filter((r) => r.right > r.left);
    const drawing = parts.reduce((a, r) => ({
      left: Math.min(a.left, r.left),
      top: Math.min(a.top, r.top),
      right: Math.max(a.right, r.right),
      bottom: Math.max(a.bottom, r.bottom),
    }));
    return {
      vw: document.documentElement.clientWidth,
      box: rect(box),
      drawing,
      buttons: [...box.querySelectorAll(".zoom button")].map(rect),
      zoom: svg.getAttribute("data-zoom"),
      viewBox: svg.getAttribute("viewBox"),
    };
  });

export const inside = (r: Rect, b: Rect, slack = 1.5) =>
  r.left >= b.left - slack && r.top >= b.top - slack && r.right <= b.right + slack && r.bottom <= b.bottom + slack;
export const fmt = (r: Rect) => `[${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}]`;

/** Every element sticking out of the viewport sideways, outside clipping or scrolling containers (none is allowed). */
export const overflowing = (page: Page) =>
  page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== "visible") return true;
      return false;
    };
    const out: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest(".skip, .sr-only") || clipped(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const cls = el.className as unknown as string | SVGAnimatedString;
      if (r.right > vw + 0.5 || r.left < -0.5)
        out.push(
          `${el.tagName.toLowerCase()}.${typeof cls === "string" ? cls : cls.baseVal} [${Math.round(r.left)}, ${Math.round(r.right)}]`,
        );
    }
    return { vw, scroll: document.documentElement.scrollWidth, out: out.slice(0, 6) };
  });
