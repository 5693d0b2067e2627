import type { ComponentChildren } from "preact";

/** A game's standings table: a row a seat, the seat first, then one number column per heading. */
export function StandingsTable({ heads, children }: { heads: string[]; children: ComponentChildren }) {
  return (
    <div class="table-scroll">
      <table class="standings">
        <thead>
          <tr>
            <th scope="col" />
            {heads.map((h) => (
              <th scope="col" class="num">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface RowProps {
  /** It is this seat's turn. */
  current: boolean;
  /** The seat's colour and name. */
  who: ComponentChildren;
  /** The seat's whole name, shown on hover when the row's is shortened. */
  name?: string;
  /** The word for "you" when the row is the viewer's own seat. */
  youLabel?: string;
  /** Marks after the name (a game's roles). */
  marks?: ComponentChildren;
  /** The number cells. */
  children: ComponentChildren;
}

/** One seat's row of a StandingsTable. */
export function StandingsRow({ current, who, name, youLabel, marks, children }: RowProps) {
  return (
    <tr class={current ? "current" : undefined} aria-current={current ? "true" : undefined}>
      <th scope="row">
        <span class="who" title={name}>
          {who}
        </span>
        {youLabel && <span class="you"> ({youLabel})</span>}
        {marks}
      </th>
      {children}
    </tr>
  );
}
