import { AREAS } from "../rules/board.js";
import { SHAPES } from "../rules/cards.js";
import type { WongarMove, WongarView } from "../rules/index.js";
import type { T } from "./texts.js";
import { cardName, colourName } from "../texts/text.js";
import { Target } from "../../../boardkit/Target.js";
import { ChangedMark } from "../../../boardkit/ChangedMark.js";
import { areaRect, type Layout } from "./layout.js";

/** CSS colours of the five clans, in seat order (engine RULES.md §1.7: red, blue, green, yellow, white). */
export const CLAN = ["#d7263d", "#2f6fde", "#2e9e4f", "#f2c200", "#f4f1ea"] as const;
/** Earth colours of the ten areas, in board order. */
const EARTH = ["#c9773b", "#b5603a", "#a2513b", "#d39a55", "#8f3f2b", "#7a3526", "#c98f45", "#b98555", "#c2693f", "#9c5a3c"];

/** One tschurunga: a lens (disc), a square (cube) or an upright bar (cylinder), in its clan's colour. */
export function Piece({ shape, x, y, seat }: { shape: number; x: number; y: number; seat: number }) {
  const fill = CLAN[seat] ?? "#888";
  if (shape === 0) return <ellipse class="wg-piece" cx={x} cy={y} rx={9} ry={6} fill={fill} />;
  if (shape === 1) return <rect class="wg-piece" x={x - 7} y={y - 7} width={14} height={14} rx={1.5} fill={fill} />;
  return <rect class="wg-piece" x={x - 5} y={y - 9} width={10} height={18} rx={4} fill={fill} />;
}

/** A standing figure: the ancestor (brown) or the elder (beige); drawn `s` times its size (larger upright, on a phone). */
function Figure({ x, y, s, kind, label }: { x: number; y: number; s: number; kind: "ancestor" | "elder"; label: string }) {
  return (
    <g class={`wg-figure ${kind}`} role="img" aria-label={label} transform={`translate(${x} ${y}) scale(${s})`}>
      <title>{label}</title>
      <path d="M-12,16 L-6,-2 L6,-2 L12,16 Z" />
      <circle cx={0} cy={-9} r={8} />
      <text x={0} y={11} text-anchor="middle">
        {kind === "ancestor" ? "A" : "E"}
      </text>
    </g>
  );
}

const CARD_MARK: Record<string, string> = { triple: "×3", ancestor: "A", elder: "E", both: "A+E", four: "4", scorpion: "S" };

/** A small area card face: the tschurunga it shows, or a mark for the other kinds. */
function CardFace({ card, x, y, t, big }: { card: string; x: number; y: number; t: T; big: boolean }) {
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
        <text
          x={x + 23}
          y={y + 31}
          dy="0.35em"
          text-anchor="middle"
          font-size={card === "both" ? (big ? 21 : 13) : big ? 24 : 20}
          aria-hidden="true"
        >
          {CARD_MARK[card] ?? "?"}
        </text>
      )}
    </g>
  );
}

/** Where an area's parts sit inside its ground (x, y, w, h): beside each other on the wide map, stacked on the upright one. */
function placesIn(portrait: boolean, x: number, y: number, w: number, h: number) {
  return portrait
    ? {
        card: { x: x + w - 54, y: y + 40 },
        pile: { x: x + w - 31, y: y + 126 },
        row: (r: number) => y + 58 + r * 30,
        step: 46,
        hit: 160,
        figures: { y: y + h - 36, ancestor: x + w - 64, elder: x + w - 22, s: 1.8 },
      }
    : {
        card: { x: x + w - 56, y: y + 10 },
        pile: { x: x + w - 33, y: y + 90 },
        row: (r: number) => y + 48 + r * 27,
        step: 46,
        hit: Math.min(w - 70, 150),
        figures: { y: y + h - 26, ancestor: x + w - 46, elder: x + w - 18, s: 1 },
      };
}

/** An area; its card and pile count, said in its label, are drawn beside its target (WCAG 2.5.3: a control's text is in its name). */
export function Area(props: {
  i: number;
  view: WongarView;
  targets: Map<string, WongarMove[]>;
  pick: (k: string) => void;
  t: T;
  ceremony: number;
  marked: boolean;
  layout: Layout;
}) {
  const { i, view, targets, pick, t, layout } = props;
  const data = AREAS[i]!;
  const a = view.areas[i]!;
  const cell = areaRect(layout, data.rect);
  // the area's ground, inset 4 px from its cells so that neighbours show a gap
  const [x, y, w, h] = [cell.x + 4, cell.y + 4, cell.w - 8, cell.h - 8];
  const at = placesIn(layout.portrait, x, y, w, h);
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
        {a.up && <CardFace card={a.up} x={at.card.x} y={at.card.y} t={t} big={layout.portrait} />}
        <text class="wg-pile" x={at.pile.x} y={at.pile.y} text-anchor="middle">
          {/* upright, the count alone under the card: the words ("ne restano 14") do not fit the narrower area */}
          {layout.portrait ? a.pile : t("b.pile", { n: a.pile })}
        </text>
      </g>
      {rows.map(({ p, seat }, row) => {
        const ry = at.row(row);
        const rk = `seat:${seat}`;
        const live = here && targets.has(rk);
        const rowLabel = t("b.pieces", { who: colourName(seat, t), d: p[0]!, c: p[1]!, y: p[2]! });
        const content = (
          <g aria-label={live ? undefined : rowLabel} role={live ? undefined : "img"}>
            {live && <rect class="wg-row-hit" x={x + 6} y={ry - 13} width={at.hit} height={26} rx={6} />}
            {p.map((n, shape) =>
              n > 0 ? (
                <g>
                  <Piece shape={shape} x={x + 20 + shape * at.step} y={ry} seat={seat} />
                  <text class="wg-count" x={x + 32 + shape * at.step} y={ry} dy="0.35em">
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
        {view.ancestor.area === i && (
          <Figure x={at.figures.ancestor} y={at.figures.y} s={at.figures.s} kind="ancestor" label={t("fig.ancestor")} />
        )}
        {view.elder.area === i && <Figure x={at.figures.elder} y={at.figures.y} s={at.figures.s} kind="elder" label={t("fig.elder")} />}
      </g>
      {props.marked && (
        <ChangedMark k={k}>
          <rect x={x - 2} y={y - 2} width={w + 4} height={h + 4} rx={18} />
        </ChangedMark>
      )}
    </g>
  );
}
