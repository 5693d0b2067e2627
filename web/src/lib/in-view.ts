import { useEffect, useState } from "preact/hooks";

/**
 * Whether `el` is on screen now, in a tab that is shown: an element scrolled out of view, or a hidden tab, is not
 * being read. False without an element.
 */
export function useInView(el: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(false);
  const [shown, setShown] = useState(() => typeof document === "undefined" || document.visibilityState === "visible");
  useEffect(() => {
    if (!el || typeof IntersectionObserver === "undefined") return setOnScreen(el !== null);
    const io = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    io.observe(el);
    return () => io.disconnect();
  }, [el]);
  useEffect(() => {
    const onChange = () => setShown(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return onScreen && shown;
}
