import { SHAPES } from "../rules/cards.js";
import type { WongarView } from "../rules/index.js";
import type { T } from "./texts.js";
import { cardName } from "../texts/text.js";
import { ShapeIcon } from "./ShapeIcon.js";

/** The seat's own cards: its hand, the deck it picks from now, its figure cards and the cards it has collected. */
export function Hand({ view, you, t }: { view: WongarView; you: number; t: T }) {
  const ph = view.phase;
  const figures = view.figureCards[you];
  return (
    <section class="wg-hand panel" aria-label={t("b.yourHand")}>
      <h2>{t("b.yourHand")}</h2>
      <CardList cards={view.hands[you] ?? []} t={t} ritual />
      {view.pick && ph.kind === "pick" && ph.seat === you && (
        <>
          <h2>{t("b.deck")}</h2>
          <CardList cards={view.pick} t={t} ritual />
        </>
      )}
      {figures && (figures.ancestor || figures.elder) && (
        <>
          <h2>{t("b.figureCards")}</h2>
          <CardList cards={[...(figures.ancestor ? ["ancestor"] : []), ...(figures.elder ? ["elder"] : [])]} t={t} />
        </>
      )}
      <h2>{t("b.yourCards")}</h2>
      <CardList cards={view.collected[you] ?? []} t={t} />
    </section>
  );
}

/** Cards grouped by kind with their number (a hand is sorted, so this shows nothing of when a card came). */
function CardList({ cards, t, ritual }: { cards: readonly string[]; t: T; ritual?: boolean }) {
  if (cards.length === 0) return <p class="muted small">{t("b.none")}</p>;
  const counts = cards.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());
  return (
    <ul class={ritual ? "wg-cards ritual" : "wg-cards"}>
      {[...counts].map(([c, n]) => (
        <li class={`wg-chip ${c}`}>
          {SHAPES.includes(c as never) && <ShapeIcon shape={SHAPES.indexOf(c as never)} seat={-1} />}
          {cardName(c, t)}
          {n > 1 && <strong> ×{n}</strong>}
        </li>
      ))}
    </ul>
  );
}
