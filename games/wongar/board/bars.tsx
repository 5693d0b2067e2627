import { SHAPES } from "../rules/cards.js";
import type { WongarMove, WongarView } from "../rules/index.js";
import type { T } from "./texts.js";
import { cardName, moveText, shapeName } from "../texts/text.js";
import { ShapeIcon } from "./ShapeIcon.js";

/** Which shape the seat's next starting piece has (RULES.md seeding): the pieces of it left in brackets. */
export function SeedShapeBar({
  view,
  you,
  shapes,
  chosen,
  onChoose,
  t,
}: {
  view: WongarView;
  you: number | null;
  shapes: string[];
  chosen: string | null;
  onChoose(shape: string): void;
  t: T;
}) {
  return (
    <div class="wg-bar" role="radiogroup" aria-label={t("b.seedShape")}>
      <span>{t("b.seedShape")}:</span>
      {shapes.map((s) => (
        <button
          type="button"
          role="radio"
          aria-checked={s === chosen}
          class={s === chosen ? "chip on" : "chip"}
          onClick={() => onChoose(s)}
        >
          <ShapeIcon shape={SHAPES.indexOf(s as never)} seat={you ?? 0} /> {shapeName(s, t)} (
          {view.seeding?.[you ?? 0]?.[SHAPES.indexOf(s as never)] ?? 0})
        </button>
      ))}
    </div>
  );
}

/** Which card's rites the board offers: all of them, or one card's. */
export function CardFilterBar({
  cards,
  chosen,
  onChoose,
  t,
}: {
  cards: string[];
  chosen: string | null;
  onChoose(card: string | null): void;
  t: T;
}) {
  return (
    <div class="wg-bar" role="radiogroup" aria-label={t("b.cardFilter")}>
      <span>{t("b.cardFilter")}</span>
      <button
        type="button"
        role="radio"
        aria-checked={chosen === null}
        class={chosen === null ? "chip on" : "chip"}
        onClick={() => onChoose(null)}
      >
        {t("b.allCards")}
      </button>
      {cards.map((c) => (
        <button
          type="button"
          role="radio"
          aria-checked={c === chosen}
          class={c === chosen ? "chip on" : "chip"}
          onClick={() => onChoose(c)}
        >
          {cardName(c, t)}
        </button>
      ))}
    </div>
  );
}

/** The moves played by a button rather than on the board (passing among them). */
export function ActionBar({
  moves,
  view,
  busy,
  onMove,
  t,
}: {
  moves: WongarMove[];
  view: WongarView;
  busy: boolean;
  onMove(m: WongarMove): void;
  t: T;
}) {
  return (
    <div class="wg-bar wg-actions">
      {moves.map((m) => (
        <button type="button" class={m.type === "pass" ? "secondary" : "primary"} disabled={busy} onClick={() => onMove(m)}>
          {moveText(m, view, t)}
        </button>
      ))}
    </div>
  );
}
