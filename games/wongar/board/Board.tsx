import { useEffect, useMemo, useState } from "preact/hooks";
import { AREAS } from "../rules/board.js";
import { SHAPES } from "../rules/cards.js";
import type { WongarMove, WongarView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { BoardProps } from "../../../boardkit/types.js";
import { movesByTarget, pickAt } from "../../../boardkit/targets.js";
import { MoveChoice } from "../../../boardkit/MoveChoice.js";
import { texts, type T } from "./texts.js";
import { areaName, cardName, moveText, shapeName } from "../texts/text.js";
import "./board.css";
import { ZoomBoard } from "../../../boardkit/ZoomBoard.js";
import { DeckChoice } from "./DeckChoice.js";
import { Area, Piece } from "./drawing.js";
import { ScoreTrack, TimeTrack } from "./tracks.js";
import { useLayout } from "./layout.js";

type Move = WongarMove;

/** The board spot where a move is played by clicking, or null for moves offered as buttons. */
function targetOf(m: Move): string | null {
  switch (m.type) {
    case "take":
    case "place":
    case "move":
    case "seed":
      return `area:${m.area}`;
    case "rite":
    case "second":
      return typeof m.target === "number" ? `seat:${m.target}` : `area:${m.target}`;
    default:
      return null;
  }
}

/** The board's drawing, zoomable: the map of the ten areas and the two tracks, laid out for the screen (layout.ts). */
function Drawing(props: {
  view: WongarView;
  targets: Map<string, Move[]>;
  pick: (k: string) => void;
  t: T;
  ceremony: number;
  marked: ReadonlySet<string> | undefined;
}) {
  const { view, t } = props;
  const layout = useLayout();
  return (
    <ZoomBoard
      class="wg-scroll"
      svgClass={layout.portrait ? "wg-upright" : undefined}
      content={{ x: 0, y: 0, w: layout.w, h: layout.h }}
      upright={layout.portrait}
      label={t("b.board")}
    >
      <rect class="wg-land" x={layout.ox - 4} y={layout.oy - 4} width={layout.bw + 8} height={layout.bh + 8} rx={20} />
      {AREAS.map((a, i) => (
        <Area {...props} i={i} marked={props.marked?.has(`area:${a.id}`) ?? false} layout={layout} />
      ))}
      <TimeTrack view={view} t={t} layout={layout} />
      <ScoreTrack view={view} t={t} layout={layout} />
    </ZoomBoard>
  );
}

const distinct = <X,>(xs: readonly X[]): X[] => [...new Set(xs)];

export function Board({ view, legal, busy, onMove, you, marked }: BoardProps<WongarView, Move>) {
  const t = useGameT(texts);
  const ph = view.phase;
  const [choice, setChoice] = useState<Move[] | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [seedShape, setSeedShape] = useState<string | null>(null);
  const phaseKey = JSON.stringify(ph);
  useEffect(() => {
    setChoice(null);
    setCard(null);
  }, [phaseKey]);

  const seedShapes = distinct(legal.flatMap((m) => (m.type === "seed" ? [m.shape] : [])));
  const shapeNow = seedShape && seedShapes.includes(seedShape as never) ? seedShape : (seedShapes[0] ?? null);
  const riteCards = distinct(legal.flatMap((m) => (m.type === "rite" ? [m.card] : [])));

  const targets = useMemo(() => {
    if (busy) return new Map<string, Move[]>();
    // Only the seeds of the chosen shape and the rites of the chosen card are offered on the board.
    const unchosen = (m: Move) => (m.type === "seed" && m.shape !== shapeNow) || (m.type === "rite" && card !== null && m.card !== card);
    return movesByTarget(legal, (m) => (unchosen(m) ? null : targetOf(m)));
  }, [legal, busy, shapeNow, card]);

  const pick = (k: string) => pickAt(targets.get(k), onMove, setChoice);

  // a choice from the deck is made in its own panel (DeckChoice), not as one button per way of taking the cards
  const buttons = legal.filter((m) => targetOf(m) === null && m.type !== "choose");
  const ceremonyArea = ph.kind === "ceremony" || ph.kind === "double" ? ph.ceremony.area : -1;
  const hand = you !== null ? view.hands[you] : null;
  const mine = you !== null ? view.collected[you] : null;
  const figures = you !== null ? view.figureCards[you] : undefined;

  return (
    <div class="wg-board">
      <Drawing view={view} targets={targets} pick={pick} t={t} ceremony={ceremonyArea} marked={marked} />
      {seedShapes.length > 1 && (
        <div class="wg-bar" role="radiogroup" aria-label={t("b.seedShape")}>
          <span>{t("b.seedShape")}:</span>
          {seedShapes.map((s) => (
            <button
              type="button"
              role="radio"
              aria-checked={s === shapeNow}
              class={s === shapeNow ? "chip on" : "chip"}
              onClick={() => setSeedShape(s)}
            >
              <ShapeIcon shape={SHAPES.indexOf(s)} seat={you ?? 0} /> {shapeName(s, t)} (
              {view.seeding?.[you ?? 0]?.[SHAPES.indexOf(s)] ?? 0})
            </button>
          ))}
        </div>
      )}
      {riteCards.length > 1 && (
        <div class="wg-bar" role="radiogroup" aria-label={t("b.cardFilter")}>
          <span>{t("b.cardFilter")}</span>
          <button
            type="button"
            role="radio"
            aria-checked={card === null}
            class={card === null ? "chip on" : "chip"}
            onClick={() => setCard(null)}
          >
            {t("b.allCards")}
          </button>
          {riteCards.map((c) => (
            <button type="button" role="radio" aria-checked={c === card} class={c === card ? "chip on" : "chip"} onClick={() => setCard(c)}>
              {cardName(c, t)}
            </button>
          ))}
        </div>
      )}
      {buttons.length > 0 && (
        <div class="wg-bar wg-actions">
          {buttons.map((m) => (
            <button type="button" class={m.type === "pass" ? "secondary" : "primary"} disabled={busy} onClick={() => onMove(m)}>
              {moveText(m, view, t)}
            </button>
          ))}
        </div>
      )}
      {view.choice && ph.kind === "choose" && ph.seat === you && (
        <DeckChoice
          choice={view.choice}
          busy={busy}
          onMove={onMove}
          t={t}
          icon={(k) => SHAPES.includes(k as never) && <ShapeIcon shape={SHAPES.indexOf(k as never)} seat={-1} />}
        />
      )}
      {choice && (
        <MoveChoice
          class="wg-bar"
          moves={choice}
          label={t("b.choose")}
          busy={busy}
          text={(m) => moveText(m, view, t)}
          onPick={(m) => (setChoice(null), onMove(m))}
          onClose={() => setChoice(null)}
        />
      )}
      {you !== null && (
        <section class="wg-hand panel" aria-label={t("b.yourHand")}>
          <h2>{t("b.yourHand")}</h2>
          <CardList cards={hand ?? []} t={t} ritual />
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
          <CardList cards={mine ?? []} t={t} />
        </section>
      )}
    </div>
  );
}

function ShapeIcon({ shape, seat }: { shape: number; seat: number }) {
  return (
    <svg class="wg-icon" viewBox="-11 -11 22 22" aria-hidden="true">
      <Piece shape={shape} x={0} y={0} seat={seat} />
    </svg>
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

export { areaName };
