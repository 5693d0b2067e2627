import { useLayoutEffect, useRef } from "preact/hooks";

interface MoveChoiceProps<M> {
  /** Extra classes for the bar, besides "choice". */
  class?: string;
  moves: readonly M[];
  /** The bar's heading ("Choose"). */
  label: string;
  busy: boolean;
  text: (move: M) => string;
  onPick: (move: M) => void;
  /** Escape (or a click on the target again): the choice closes without a move. */
  onClose?: () => void;
  /**
   * The key of the target clicked: the bar is placed next to it inside the board's box (ZoomBoard's `overlay`), and the
   * focus goes back to it when the bar closes without a move.
   */
  at?: string;
}

/**
 * The moves of one spot of the board when a click there was ambiguous, as buttons: picking one plays it. The focus
 * moves into the bar as it opens (the next Enter must not play another spot).
 */
export function MoveChoice<M>({ class: extra, moves, label, busy, text, onPick, onClose, at }: MoveChoiceProps<M>) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = bar.current!;
    const target = at ? targetEl(el, at) : null;
    if (target) placeBeside(el, target);
    el.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus({ preventScroll: target !== null });
    if (!target) el.scrollIntoView({ block: "nearest" });
    return () => {
      // closed without a move (Escape, or the turn moved on): the player carries on from the spot they chose
      if (el.contains(document.activeElement) || document.activeElement === document.body) (target ?? null)?.focus({ preventScroll: true });
    };
  }, [at, moves]);
  return (
    <div
      ref={bar}
      class={`${extra ? `${extra} ` : ""}choice${at ? " beside" : ""}`}
      role="group"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === "Escape" && onClose) {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <span>{label}</span>
      {moves.map((m) => (
        <button type="button" disabled={busy} onClick={() => onPick(m)}>
          {text(m)}
        </button>
      ))}
    </div>
  );
}

const targetEl = (bar: HTMLElement, key: string): SVGGraphicsElement | null =>
  bar.closest(".board-box")?.querySelector<SVGGraphicsElement>(`[data-target="${CSS.escape(key)}"]`) ?? null;

/** Puts the bar under the target (above it when there is no room below), inside the board's box. */
function placeBeside(el: HTMLElement, target: Element) {
  const box = el.closest(".board-box")!.getBoundingClientRect();
  const t = target.getBoundingClientRect();
  const margin = 6;
  const w = el.offsetWidth;
  const h = el.offsetHeight;
  const left = Math.min(Math.max(margin, t.left + t.width / 2 - box.left - w / 2), Math.max(margin, box.width - w - margin));
  const below = t.bottom - box.top + margin;
  const above = t.top - box.top - h - margin;
  const top = below + h <= box.height - margin ? below : above >= margin ? above : Math.max(margin, box.height - h - margin);
  el.style.left = `${Math.round(left)}px`;
  el.style.top = `${Math.round(top)}px`;
}
