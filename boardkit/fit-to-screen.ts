import { useEffect, useLayoutEffect, useRef } from "preact/hooks";

/** The least height a box is given however far down the page it starts (a phone's long banner), as a share of the screen. */
const MIN_SHARE = 0.5;

/** Keeps the box's height capped (fitToScreen): what is above it (the banner, a note) changes with the position, so
 * it is measured again at every render and resize, and when the page's size changes. */
export function useFitToScreen(box: { current: HTMLElement | null }, upright: boolean) {
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
