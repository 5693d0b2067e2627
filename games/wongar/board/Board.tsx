import { useEffect, useMemo, useState } from "preact/hooks";
import { AREAS } from "../rules/board.js";
import { SHAPES } from "../rules/cards.js";
import type { WongarMove, WongarView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { BoardProps } from "../../../boardkit/types.js";
import { movesByTarget, pickAt } from "../../../boardkit/targets.js";
import { MoveChoice } from "../../../boardkit/MoveChoice.js";
import { texts, type T } from "./texts.js";
import { moveText } from "../texts/text.js";
import "./board.css";
import { ZoomBoard } from "../../../boardkit/ZoomBoard.js";
import { DeckChoice } from "./DeckChoice.js";
import { Area } from "./drawing.js";
import { ScoreTrack, TimeTrack } from "./tracks.js";
import { useLayout } from "./layout.js";
import { ShapeIcon } from "./ShapeIcon.js";
import { Hand } from "./Hand.js";
import { ActionBar, CardFilterBar, SeedShapeBar } from "./bars.js";

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

/** The map and tracks, the bars that narrow what the board offers, the moves played by buttons, and the seat's cards. */
export function Board({ view, legal, busy, onMove, you, marked }: BoardProps<WongarView, Move>) {
  const t = useGameT(texts);
  const ph = view.phase;
  const { choice, setChoice, card, setCard, seedShape, setSeedShape } = usePicks(ph);

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

  return (
    <div class="wg-board">
      <Drawing view={view} targets={targets} pick={pick} t={t} ceremony={ceremonyArea} marked={marked} />
      {seedShapes.length > 1 && <SeedShapeBar view={view} you={you} shapes={seedShapes} chosen={shapeNow} onChoose={setSeedShape} t={t} />}
      {riteCards.length > 1 && <CardFilterBar cards={riteCards} chosen={card} onChoose={setCard} t={t} />}
      {buttons.length > 0 && <ActionBar moves={buttons} view={view} busy={busy} onMove={onMove} t={t} />}
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
      {you !== null && <Hand view={view} you={you} t={t} />}
    </div>
  );
}

/**
 * What the seat has picked to narrow the board: the moves at one spot it is choosing among and the card whose rites
 * are offered (both forgotten when the phase moves on), and the shape of its next starting piece.
 */
function usePicks(ph: WongarView["phase"]) {
  const [choice, setChoice] = useState<Move[] | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [seedShape, setSeedShape] = useState<string | null>(null);
  const phaseKey = JSON.stringify(ph);
  useEffect(() => {
    setChoice(null);
    setCard(null);
  }, [phaseKey]);
  return { choice, setChoice, card, setCard, seedShape, setSeedShape };
}
