import { useEffect, useState } from "preact/hooks";

/** Whether a CSS media query matches now, followed as the screen turns or the window is resized. */
export function useMedia(query: string): boolean {
  const list = typeof matchMedia === "function" ? matchMedia(query) : null;
  const [matches, setMatches] = useState(list?.matches ?? false);
  useEffect(() => {
    if (!list) return;
    const on = () => setMatches(list.matches);
    on();
    list.addEventListener("change", on);
    return () => list.removeEventListener("change", on);
  }, [query]);
  return matches;
}
