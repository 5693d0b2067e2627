import { useEffect, useState } from "preact/hooks";

/**
 * False on the component's first render, true from the next one, which comes once the browser has painted the first:
 * what a page draws only when this is true is drawn in a task of its own, not in one long task with the rest (the
 * match page's side panels after its board, issue #41: a phone's main thread was blocked while both were drawn).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  // Preact runs effects after the frame is painted (requestAnimationFrame, then a task)
  useEffect(() => setPainted(true), []);
  return painted;
}
