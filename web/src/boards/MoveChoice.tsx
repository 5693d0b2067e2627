interface MoveChoiceProps<M> {
  /** Extra classes for the bar, besides "choice". */
  class?: string;
  moves: readonly M[];
  /** The bar's heading ("Choose"). */
  label: string;
  busy: boolean;
  text: (move: M) => string;
  onPick: (move: M) => void;
}

/** The moves of one spot of the board when a click there was ambiguous, as buttons: picking one plays it. */
export function MoveChoice<M>({ class: extra, moves, label, busy, text, onPick }: MoveChoiceProps<M>) {
  return (
    <div class={extra ? `${extra} choice` : "choice"} role="group" aria-label={label}>
      <span>{label}</span>
      {moves.map((m) => (
        <button type="button" disabled={busy} onClick={() => onPick(m)}>
          {text(m)}
        </button>
      ))}
    </div>
  );
}
