import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { RITUAL_CARDS, type RitualCard } from "../rules/cards.js";
import type { WongarMove, WongarView } from "../rules/index.js";
import { cardName } from "../texts/text.js";
import type { T } from "./texts.js";

type Counts = Partial<Record<RitualCard, number>>;

/** The way of the offer that takes exactly `counts`, or -1. */
function wayOf(options: readonly RitualCard[][], counts: Counts): number {
  return options.findIndex((way) => RITUAL_CARDS.every((k) => way.filter((c) => c === k).length === (counts[k] ?? 0)));
}

/**
 * §16.5 (engine RULES.md, rules versions 3 and 4): the chooser takes `take` ritual cards of their choice from the deck.
 * The deck is shown by kind with its counts (its order stays hidden, §17.4), each kind with a − / + stepper that never
 * goes past the deck's count; "Take these cards" plays the offer's way that takes exactly the chosen cards. Version 4
 * (Ruling 6) also offers ways the deck cannot fill, so that the offer tells nothing; the steppers keep them out of reach.
 * With one card to take, + on another kind moves it.
 */
export function DeckChoice(props: {
  choice: NonNullable<WongarView["choice"]>;
  busy: boolean;
  onMove(m: WongarMove): void;
  /** A kind's picture (the board's shape icon). */
  icon(kind: RitualCard): ComponentChildren;
  t: T;
}) {
  const { choice, busy, onMove, icon, t } = props;
  const [counts, setCounts] = useState<Counts>({});
  const key = JSON.stringify(choice);
  useEffect(() => setCounts({}), [key]);
  const kinds = RITUAL_CARDS.filter((k) => choice.deck[k] > 0);
  const total = kinds.reduce((n, k) => n + (counts[k] ?? 0), 0);
  const way = total === choice.take ? wayOf(choice.options, counts) : -1;
  const add = (k: RitualCard, d: number) => setCounts((c) => (d > 0 && choice.take === 1 ? { [k]: 1 } : { ...c, [k]: (c[k] ?? 0) + d }));
  return (
    <section class="wg-choice panel" aria-labelledby="wg-choice-h">
      <h2 id="wg-choice-h">{t("b.chooseTitle", { n: choice.take })}</h2>
      <p class="muted small">{t("b.chooseHelp", { n: choice.take })}</p>
      <ul class="wg-choice-list">
        {kinds.map((k) => {
          const n = counts[k] ?? 0;
          const name = cardName(k, t);
          const full = total >= choice.take && choice.take > 1;
          return (
            <li class={n > 0 ? "on" : undefined} data-kind={k}>
              <span class="wg-choice-card">
                {icon(k)}
                <strong>{name}</strong>
                <span class="muted small">{t("b.inDeck", { n: choice.deck[k] })}</span>
              </span>
              <span class="wg-stepper">
                <button
                  type="button"
                  class="secondary"
                  aria-label={t("b.fewer", { card: name })}
                  disabled={busy || n === 0}
                  onClick={() => add(k, -1)}
                >
                  −
                </button>
                <span class="wg-chosen">{n}</span>
                <button
                  type="button"
                  class="secondary"
                  aria-label={t("b.more", { card: name })}
                  disabled={busy || n >= choice.deck[k] || full}
                  onClick={() => add(k, 1)}
                >
                  +
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <div class="wg-choice-go">
        <span role="status" aria-live="polite">
          {t("b.chosenCount", { n: total, take: choice.take })}
        </span>
        <button type="button" class="primary" disabled={busy || way < 0} onClick={() => onMove({ type: "choose", choice: way })}>
          {t("b.takeThese")}
        </button>
      </div>
    </section>
  );
}
