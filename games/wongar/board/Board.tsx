import { useEffect, useMemo, useState } from "preact/hooks";
import { AREAS } from "../rules/board.js";
import { SHAPES } from "../rules/cards.js";
import type { WongarMove, WongarView } from "../rules/index.js";
import { CEREMONY_POINTS, SECTION_SPACES, TIME_END } from "../rules/points.js";
import { useGameT } from "../../../web/src/i18n/core.js";
import type { BoardProps } from "../../../web/src/boards/types.js";
import { movesByTarget, pickAt } from "../../../web/src/boards/targets.js";
import { MoveChoice } from "../../../web/src/boards/MoveChoice.js";
import { texts, type T } from "./texts.js";
import { areaName, cardName, colourName, moveText, shapeName } from "../texts/text.js";
import "./board.css";
import { Target } from "../../../web/src/components/Target.js";
import { ZoomBoard } from "../../../web/src/components/ZoomBoard.js";
import { ChangedMark } from "../../../web/src/components/ChangedMark.js";
import { DeckChoice } from "./DeckChoice.js";

type Move = WongarMove;

/** CSS colours of the five clans, in seat order (engine RULES.md §1.7: red, blue, green, yellow, white). */
export const CLAN = ["#d7263d", "#2f6fde", "#2e9e4f", "#f2c200", "#f4f1ea"] as const;
/** Earth colours of the ten areas, in board order. */
const EARTH = ["#c9773b", "#b5603a", "#a2513b", "#d39a55", "#8f3f2b", "#7a3526", "#c98f45", "#b98555", "#c2693f", "#9c5a3c"];

const U = 80; // one grid unit of the board data (12 × 9 units)
const OX = 120; // the time track on the left
const OY = 8;
const BW = 12 * U;
const BH = 9 * U;
const TRACK_Y = OY + BH + 14; // the score track below
const SCORE_CELLS = 50;
const W = OX + BW + 8;
const H = TRACK_Y + 56;

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

/** One tschurunga: a lens (disc), a square (cube) or an upright bar (cylinder), in its clan's colour. */
export function Piece({ shape, x, y, seat }: { shape: number; x: number; y: number; seat: number }) {
  const fill = CLAN[seat] ?? "#888";
  if (shape === 0) return <ellipse class="wg-piece" cx={x} cy={y} rx={9} ry={6} fill={fill} />;
  if (shape === 1) return <rect class="wg-piece" x={x - 7} y={y - 7} width={14} height={14} rx={1.5} fill={fill} />;
  return <rect class="wg-piece" x={x - 5} y={y - 9} width={10} height={18} rx={4} fill={fill} />;
}

/** A standing figure: the ancestor (brown) or the elder (beige). */
function Figure({ x, y, kind, label }: { x: number; y: number; kind: "ancestor" | "elder"; label: string }) {
  return (
    <g class={`wg-figure ${kind}`} role="img" aria-label={label}>
      <title>{label}</title>
      <path d={`M${x - 12},${y + 16} L${x - 6},${y - 2} L${x + 6},${y - 2} L${x + 12},${y + 16} Z`} />
      <circle cx={x} cy={y - 9} r={8} />
      <text x={x} y={y + 11} text-anchor="middle">
        {kind === "ancestor" ? "A" : "E"}
      </text>
    </g>
  );
}

const CARD_MARK: Record<string, string> = { triple: "×3", ancestor: "A", elder: "E", both: "A+E", four: "4", scorpion: "S" };

/** A small area card face: the tschurunga it shows, or a mark for the other kinds. */
function CardFace({ card, x, y, t }: { card: string; x: number; y: number; t: T }) {
  const shape = SHAPES.indexOf(card as (typeof SHAPES)[number]);
  return (
    <g class={`wg-card ${card}`}>
      <title>{cardName(card, t)}</title>
      <rect x={x} y={y} width={46} height={62} rx={6} />
      {shape >= 0 ? (
        <g class="wg-card-piece">
          <Piece shape={shape} x={x + 23} y={y + 31} seat={-1} />
        </g>
      ) : (
        // the mark is the card's picture: its name is the title's (and the area's label's), not the letter (WCAG 2.5.3)
        <text x={x + 23} y={y + 31} dy="0.35em" text-anchor="middle" font-size={card === "both" ? 13 : 20} aria-hidden="true">
          {CARD_MARK[card] ?? "?"}
        </text>
      )}
    </g>
  );
}

/** An area; its card and pile count, said in its label, are drawn beside its target (WCAG 2.5.3: a control's text is in its name). */
function Area(props: {
  i: number;
  view: WongarView;
  targets: Map<string, Move[]>;
  pick: (k: string) => void;
  t: T;
  ceremony: number;
  marked: boolean;
}) {
  const { i, view, targets, pick, t } = props;
  const data = AREAS[i]!;
  const a = view.areas[i]!;
  // the area's ground, inset 4 px from its cells so that neighbours show a gap
  const [x, y, w, h] = [OX + data.rect.x * U + 4, OY + data.rect.y * U + 4, data.rect.w * U - 8, data.rect.h * U - 8];
  const k = `area:${data.id}`;
  const label = t("b.area", { area: data.name, card: a.up ? cardName(a.up, t) : t("b.noCard"), n: a.pile });
  const rows = a.pieces.map((p, seat) => ({ p, seat })).filter((r) => r.p.some((n) => n > 0));
  const here = props.ceremony === i;
  return (
    <g class={here ? "wg-area ceremony" : "wg-area"} data-area={data.id}>
      <Target live="wg-target" passive="wg-passive" k={k} label={label} on={targets} pick={pick}>
        <rect class="wg-ground" x={x} y={y} width={w} height={h} rx={16} fill={EARTH[i]} />
        <text class="wg-name" x={x + 12} y={y + 24}>
          {data.name}
        </text>
      </Target>
      <g aria-hidden="true" pointer-events="none">
        {a.up && <CardFace card={a.up} x={x + w - 56} y={y + 10} t={t} />}
        <text class="wg-pile" x={x + w - 33} y={y + 90} text-anchor="middle">
          {t("b.pile", { n: a.pile })}
        </text>
      </g>
      {rows.map(({ p, seat }, row) => {
        const ry = y + 48 + row * 27;
        const rk = `seat:${seat}`;
        const live = here && targets.has(rk);
        const rowLabel = t("b.pieces", { who: colourName(seat, t), d: p[0]!, c: p[1]!, y: p[2]! });
        const content = (
          <g aria-label={live ? undefined : rowLabel} role={live ? undefined : "img"}>
            {live && <rect class="wg-row-hit" x={x + 6} y={ry - 12} width={Math.min(w - 70, 150)} height={24} rx={6} />}
            {p.map((n, shape) =>
              n > 0 ? (
                <g>
                  <Piece shape={shape} x={x + 20 + shape * 46} y={ry} seat={seat} />
                  <text class="wg-count" x={x + 32 + shape * 46} y={ry} dy="0.35em">
                    {n}
                  </text>
                </g>
              ) : null,
            )}
          </g>
        );
        return here ? (
          <Target live="wg-target" passive="wg-passive" k={rk} label={rowLabel} on={targets} pick={pick}>
            {content}
          </Target>
        ) : (
          <g class="wg-passive">{content}</g>
        );
      })}
      <g class="wg-passive">
        {view.ancestor.area === i && <Figure x={x + w - 46} y={y + h - 26} kind="ancestor" label={t("fig.ancestor")} />}
        {view.elder.area === i && <Figure x={x + w - 18} y={y + h - 26} kind="elder" label={t("fig.elder")} />}
      </g>
      {props.marked && (
        <ChangedMark k={k}>
          <rect x={x - 2} y={y - 2} width={w + 4} height={h + 4} rx={18} />
        </ChangedMark>
      )}
    </g>
  );
}

/** The time track on the left: twelve spaces in three sections, each with its points table; the scorpion on its space. */
function TimeTrack({ view, t }: { view: WongarView; t: T }) {
  const space = BH / TIME_END;
  const yOf = (n: number) => OY + BH - n * space; // top edge of space n (1 at the bottom)
  return (
    <g class="wg-time" role="img" aria-label={`${t("b.time")}: ${view.time} / ${TIME_END}`}>
      {Array.from({ length: TIME_END }, (_, k) => {
        const n = k + 1;
        const section = Math.floor(k / SECTION_SPACES);
        return (
          <g>
            <rect class={`wg-space s${section}${n === view.time ? " on" : ""}`} x={8} y={yOf(n) + 2} width={36} height={space - 4} rx={5} />
            <text class="wg-space-no" x={26} y={yOf(n) + space / 2} dy="0.35em" text-anchor="middle">
              {n === TIME_END ? "X" : n}
            </text>
          </g>
        );
      })}
      {CEREMONY_POINTS.map((p, section) => {
        const top = yOf((section + 1) * SECTION_SPACES);
        return (
          <g class="wg-points">
            <text x={52} y={top + 22}>
              {["I", "II", "III"][section]}
            </text>
            <text x={52} y={top + 48}>
              {t("b.ptsA", { n: p.ancestor })}
            </text>
            <text x={52} y={top + 70}>
              {t("b.ptsE", { n: p.elder })}
            </text>
            <text x={52} y={top + 92}>
              {t("b.ptsAE", { n: p.both })}
            </text>
            <line x1={6} x2={110} y1={top} y2={top} />
          </g>
        );
      })}
      <g class="wg-scorpion" transform={`translate(26 ${yOf(view.time) + space / 2})`}>
        <ellipse rx={14} ry={10} />
        <path d="M10,-4 C22,-14 20,-26 8,-24" />
      </g>
    </g>
  );
}

/** The score track below the board: fifty spaces that wrap, each clan's marker on its space with the laps it ran. */
function ScoreTrack({ view, t }: { view: WongarView; t: T }) {
  const cw = BW / SCORE_CELLS;
  const stack = new Map<number, number>();
  return (
    <g class="wg-score" role="img" aria-label={`${t("b.score")}: ${view.scores.map((s, i) => `${colourName(i, t)} ${s}`).join(", ")}`}>
      {Array.from({ length: SCORE_CELLS }, (_, k) => (
        <g>
          <rect class={k % 10 === 0 ? "wg-cell ten" : "wg-cell"} x={OX + k * cw} y={TRACK_Y} width={cw - 1} height={22} />
          {k % 10 === 0 && (
            <text class="wg-cell-no" x={OX + k * cw + 2} y={TRACK_Y + 36}>
              {k}
            </text>
          )}
        </g>
      ))}
      {view.scores.map((score, seat) => {
        const cell = ((score % SCORE_CELLS) + SCORE_CELLS) % SCORE_CELLS;
        const n = stack.get(cell) ?? 0;
        stack.set(cell, n + 1);
        // the laps already run, on the marker: 103 is "+100" on space 3, never taken for 3 behind 28
        const laps = Math.floor(score / SCORE_CELLS) * SCORE_CELLS;
        const x = OX + cell * cw + cw / 2;
        const y = TRACK_Y + 11 - n * 7;
        return (
          <g>
            <circle class="wg-marker" cx={x} cy={y} r={7} fill={CLAN[seat]} />
            {laps !== 0 && (
              <text class="wg-lap" x={x} y={y - 10} text-anchor="middle">
                {laps > 0 ? `+${laps}` : laps}
              </text>
            )}
            <title>{`${colourName(seat, t)}: ${score}`}</title>
          </g>
        );
      })}
    </g>
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
      <ZoomBoard class="wg-scroll" content={{ x: 0, y: 0, w: W, h: H }} label={t("b.board")}>
        <rect class="wg-land" x={OX - 4} y={OY - 4} width={BW + 8} height={BH + 8} rx={20} />
        {AREAS.map((_, i) => (
          <Area
            i={i}
            view={view}
            targets={targets}
            pick={pick}
            t={t}
            ceremony={ceremonyArea}
            marked={marked?.has(`area:${AREAS[i]!.id}`) ?? false}
          />
        ))}
        <TimeTrack view={view} t={t} />
        <ScoreTrack view={view} t={t} />
      </ZoomBoard>
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
