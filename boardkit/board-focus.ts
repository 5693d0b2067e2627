/**
 * Where the keyboard's focus goes on a board (components/ZoomBoard.tsx): after a pick it stays on the board, on the
 * next sensible part, and the match page's skip link jumps there. Its own small module: the app's first chunk carries
 * the skip link, not the board.
 */

/** The focus is nowhere (its element was played and went away) or parked on the drawing itself. */
export function focusLost(box: HTMLElement): boolean {
  const a = document.activeElement;
  return a === null || a === document.body || a === box.querySelector(".board-svg") || (box.contains(a) && (a as HTMLElement).tabIndex < 0);
}

/**
 * Gives the focus to the board's next sensible part: the main button of a bar under the drawing (place the tile), else
 * the target played last if it is still one (one more boat on the same beach), else the first target; with none, the
 * drawing itself holds it until a target comes (the move's answer, the next turn).
 */
export function refocus(box: HTMLElement, key = ""): void {
  const targets = [...box.querySelectorAll<SVGElement>('.board-svg [data-target][tabindex="0"]')];
  const next =
    box.querySelector<HTMLElement>(".board-foot button.primary:not(:disabled)") ??
    targets.find((el) => el.getAttribute("data-target") === key) ??
    targets[0] ??
    box.querySelector<SVGElement>(".board-svg");
  next?.focus({ preventScroll: true });
}

/** The match page's skip link: the focus to the board's first sensible part. */
export function focusBoard(): boolean {
  const box = document.querySelector<HTMLElement>(".board-box");
  if (box) refocus(box);
  return box !== null;
}
