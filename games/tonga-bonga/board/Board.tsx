import { useEffect, useMemo, useState } from "preact/hooks";
import { BOARD, cellIndex, type Square } from "../rules/board.js";
import type { TongaBongaMove, TongaBongaView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { BoardProps } from "../../../boardkit/types.js";
import { CELL, ISLANDS, PIP, SHIP, centreOf, type Pt } from "./chart.js";
import { texts, type T, type TongaBongaUiKey } from "./texts.js";
import { colourName, dieText, moveText, seatName } from "../texts/text.js";
import { ZoomBoard } from "../../../boardkit/ZoomBoard.js";
import { ChangedMark } from "../../../boardkit/ChangedMark.js";
import "./board.css";

type Move = TongaBongaMove;
type SailMove = Extract<Move, { type: "sail" }>;
type PlaceMove = Extract<Move, { type: "place" }>;
type BidMove = Extract<Move, { type: "bid" }>;

const ROLES = ["captain", "helmsman", "deckhand"] as const;
const PIPS: Record<number, [number, number][]> = {
  1: [[10, 10]],
  2: [
    [5.5, 5.5],
    [14.5, 14.5],
  ],
  3: [
    [5.5, 5.5],
    [10, 10],
    [14.5, 14.5],
  ],
  4: [
    [5.5, 5.5],
    [14.5, 5.5],
    [5.5, 14.5],
    [14.5, 14.5],
  ],
  5: [
    [5.5, 5.5],
    [14.5, 5.5],
    [10, 10],
    [5.5, 14.5],
    [14.5, 14.5],
  ],
};

/** One die in its owner's colour: pips for 1–5, a wavy line for the seasick sailor. */
export function Die({ value, owner, t, dim }: { value: number; owner: number; t: T; dim?: boolean }) {
  return (
    <svg class={dim ? "tb-die dim" : "tb-die"} viewBox="0 0 20 20" role="img" aria-label={dieText(value, t)}>
      <rect x="0.75" y="0.75" width="18.5" height="18.5" rx="4" fill={SHIP[owner]} stroke="#1b2a33" stroke-width="1.2" />
      {value === 0 ? (
        <path d="M4,12 q2,-4 4,0 t4,0 t4,0" fill="none" stroke={PIP[owner]} stroke-width="1.8" stroke-linecap="round" />
      ) : (
        (PIPS[value] ?? []).map(([x, y]) => <circle cx={x} cy={y} r="1.9" fill={PIP[owner]} />)
      )}
    </svg>
  );
}

/** A sailing ship: hull, mast and sails in the owner's colour, centred on `at`. */
function ShipGlyph({ at, seat, scale = 1, current }: { at: Pt; seat: number; scale?: number; current?: boolean }) {
  return (
    <g class={current ? "tb-ship current" : "tb-ship"} transform={`translate(${at.x},${at.y}) scale(${scale})`} data-seat={seat}>
      {current && <circle r="17" class="tb-ship-ring" />}
      <path d="M-13,4 L13,4 L9,11 L-9,11 Z" fill="#6b4226" stroke="#2b1a0f" stroke-width="1.2" />
      <line x1="0" y1="-13" x2="0" y2="4" stroke="#2b1a0f" stroke-width="1.6" />
      <path d="M1.5,-12 L1.5,2 L12,2 Z" fill={SHIP[seat]} stroke="#1b2a33" stroke-width="1" />
      <path d="M-1.5,-9 L-1.5,2 L-9,2 Z" fill={SHIP[seat]} stroke="#1b2a33" stroke-width="1" />
    </g>
  );
}

/** A small ship icon for HTML (crew display, standings). */
export function ShipIcon({ seat }: { seat: number }) {
  return (
    <svg class="tb-ship-icon" viewBox="-15 -15 30 28" aria-hidden="true">
      <ShipGlyph at={{ x: 0, y: 0 }} seat={seat} />
    </svg>
  );
}

/** Static chart: sea, land, shallows, bays and names (drawn once per chart). */
function ChartBackground() {
  const cells = [];
  for (let row = 0; row < BOARD.height; row++) {
    for (let col = 0; col < BOARD.width; col++) {
      const kind = BOARD.cells[cellIndex({ row, col })];
      const x = col * CELL;
      const y = row * CELL;
      if (kind === "land") {
        cells.push(
          <g class="tb-land">
            <rect x={x - 1} y={y - 1} width={CELL + 2} height={CELL + 2} class="sand" />
            <rect x={x + 6} y={y + 6} width={CELL - 12} height={CELL - 12} rx="9" class="green" />
          </g>,
        );
      } else if (kind === "shallows") {
        cells.push(
          <g class="tb-shallows">
            <rect x={x} y={y} width={CELL} height={CELL} />
            <ellipse cx={x + CELL * 0.3} cy={y + CELL * 0.35} rx="7" ry="4.5" />
            <ellipse cx={x + CELL * 0.68} cy={y + CELL * 0.66} rx="8" ry="5" />
          </g>,
        );
      } else if (kind === "bay") {
        cells.push(<rect class="tb-bay" x={x + 1.5} y={y + 1.5} width={CELL - 3} height={CELL - 3} rx="6" />);
      }
    }
  }
  return (
    <g aria-hidden="true">
      <rect class="tb-sea" x="0" y="0" width={BOARD.width * CELL} height={BOARD.height * CELL} />
      {Array.from({ length: BOARD.width + 1 }, (_, i) => (
        <line class="tb-grid" x1={i * CELL} y1="0" x2={i * CELL} y2={BOARD.height * CELL} />
      ))}
      {Array.from({ length: BOARD.height + 1 }, (_, i) => (
        <line class="tb-grid" x1="0" y1={i * CELL} x2={BOARD.width * CELL} y2={i * CELL} />
      ))}
      {cells}
      {ISLANDS.map((isl) => (
        <text class={isl.home ? "tb-name home" : "tb-name"} x={isl.label.x} y={isl.label.y} dy="0.35em" text-anchor="middle">
          {isl.name}
        </text>
      ))}
    </g>
  );
}

export function Board({ view, players, legal, you, busy, onMove, marked }: BoardProps<TongaBongaView, Move>) {
  const t = useGameT(texts);
  const ph = view.phase;
  const phaseKey = JSON.stringify(ph);
  const live = busy ? [] : legal;

  const sails = live.filter((m): m is SailMove => m.type === "sail");
  const places = live.filter((m): m is PlaceMove => m.type === "place");
  const bids = live.filter((m): m is BidMove => m.type === "bid");
  const canStop = live.some((m) => m.type === "stop");

  const values = [...new Set(places.map((m) => m.value))];
  const [die, setDie] = useState<number | null>(null);
  const [amount, setAmount] = useState<number>(0);
  useEffect(() => {
    setDie(null);
    setAmount(0);
  }, [phaseKey]);
  const chosen = die !== null && values.includes(die) ? die : (values[0] ?? null);
  const bidAmounts = bids.map((b) => b.amount);
  const lo = bidAmounts.length ? Math.min(...bidAmounts) : 0;
  const hi = bidAmounts.length ? Math.max(...bidAmounts) : 0;
  const bid = Math.min(Math.max(amount || lo, lo), hi);

  // ships sharing a bay are drawn small, side by side
  const shipSpots = useMemo(() => {
    const at = new Map<number, number[]>();
    view.ships.forEach((sq, seat) => {
      const k = cellIndex(sq);
      at.set(k, [...(at.get(k) ?? []), seat]);
    });
    return view.ships.map((sq, seat) => {
      const together = at.get(cellIndex(sq))!;
      const c = centreOf(sq);
      if (together.length === 1) return { at: c, scale: 1 };
      const i = together.indexOf(seat);
      return { at: { x: c.x + (i % 2 ? 9 : -9), y: c.y + (i < 2 ? -9 : 9) }, scale: 0.55 };
    });
  }, [view.ships]);

  const sailing = ph.kind === "sail" ? view.current : -1;
  const sailTarget = (m: SailMove) => {
    const c = centreOf(m);
    const label = moveText(m, view, t);
    const go = () => onMove(m);
    return (
      <g
        class="target tb-target"
        role="button"
        tabindex={0}
        aria-label={label}
        data-target={`sail:${m.row},${m.col}`}
        onClick={go}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            go();
          }
        }}
      >
        <title>{label}</title>
        <rect x={c.x - CELL / 2 + 3} y={c.y - CELL / 2 + 3} width={CELL - 6} height={CELL - 6} rx="6" />
      </g>
    );
  };

  const W = BOARD.width * CELL;
  const H = BOARD.height * CELL;
  const name = (seat: number) => seatName(players, seat, t);

  return (
    <div class="tb-board">
      <section class="tb-crews" aria-label={t("b.crews")}>
        {view.ships.map((_, seat) => {
          const place = chosen === null ? undefined : places.find((m) => m.value === chosen && m.ship === seat);
          const crew = view.crews[seat] ?? [];
          const w = view.wages[seat]!;
          const status = view.home[seat] ? t("b.home") : seat === sailing ? t("b.sailing") : view.moved[seat] ? t("b.sailed") : "";
          const card = (
            <>
              <div class="tb-ship-head">
                <ShipIcon seat={seat} />
                <strong>{name(seat)}</strong>
                {you === seat && <span class="you"> ({t("you")})</span>}
              </div>
              <div class="tb-slots">
                {ROLES.map((role, rank) => {
                  const d = crew[rank];
                  const wage = role === "deckhand" ? null : w[role];
                  return (
                    <div class="tb-slot" title={t(`role.${role}` as TongaBongaUiKey)}>
                      <span class="tb-role">{t(`role.${role}` as TongaBongaUiKey)}</span>
                      {d ? (
                        <Die value={d.value} owner={d.owner} t={t} />
                      ) : (
                        <span class="tb-die-empty" role="img" aria-label={t("b.empty")} />
                      )}
                      <span class="tb-wage">{wage === null ? "\u00a0" : `${wage} ◎`}</span>
                    </div>
                  );
                })}
              </div>
              <div class="tb-meta">
                <span>{t("b.points", { n: view.points[seat] ?? 0 })}</span>
                {status && <span class="tb-status">{status}</span>}
              </div>
            </>
          );
          const cls = `tb-card${seat === view.current && ph.kind !== "over" ? " current" : ""}`;
          return place ? (
            <button
              type="button"
              class={`${cls} tb-card-target`}
              style={{ borderColor: SHIP[seat] }}
              onClick={() => onMove(place)}
              aria-label={`${t("b.putHere", { value: place.value })}: ${t("b.ship", { colour: colourName(seat, t) })}`}
            >
              {card}
            </button>
          ) : (
            <div class={cls} style={{ borderColor: SHIP[seat] }}>
              {card}
            </div>
          );
        })}
      </section>

      {ph.kind === "crew" && (
        <div class="tb-tray" role="group" aria-label={t("b.rolled", { who: name(view.current) })}>
          <span>{t("b.rolled", { who: name(view.current) })}:</span>
          {ph.dice.map((v, i) => {
            const placed = ph.ship[i]! >= 0;
            const pickable = !placed && values.includes(v);
            return pickable && values.length > 1 ? (
              <button type="button" class={v === chosen ? "chip on" : "chip"} aria-pressed={v === chosen} onClick={() => setDie(v)}>
                <Die value={v} owner={view.current} t={t} />
              </button>
            ) : (
              <Die value={v} owner={view.current} t={t} dim={placed || v === 0} />
            );
          })}
          {places.length > 0 && chosen !== null && <span class="muted">{t("p.crewYou")}</span>}
        </div>
      )}

      {ph.kind === "bid" && bids.length > 0 && (
        <WageInput
          role={ph.role}
          lo={lo}
          hi={hi}
          value={bid}
          onChange={setAmount}
          onOffer={(n) => onMove({ type: "bid", role: ph.role, amount: n })}
          t={t}
        />
      )}

      {ph.kind === "sail" && (
        <div class="tb-tray">
          <ShipIcon seat={view.current} />
          <span>
            {name(view.current)}: <strong>{t("b.left", { n: ph.left })}</strong>
          </span>
          {canStop && (
            <button type="button" class="secondary" onClick={() => onMove({ type: "stop" })}>
              {t("b.stop")}
            </button>
          )}
        </div>
      )}

      <ZoomBoard class="tb-scroll" svgClass="tb-chart" content={{ x: 0, y: 0, w: W, h: H }} label={t("b.chart")}>
        <ChartBackground />
        {ISLANDS.filter((isl) => !isl.home).map((isl) =>
          (view.camps[isl.id] ?? []).map((seat, i) => (
            <rect
              class="tb-camp"
              x={isl.camps.x - 12 + (i % 2) * 13}
              y={isl.camps.y - 12 + Math.floor(i / 2) * 13}
              width="11"
              height="11"
              rx="2"
              fill={SHIP[seat]}
            >
              <title>{t("b.camp", { colour: colourName(seat, t), island: isl.name })}</title>
            </rect>
          )),
        )}
        {sails.map(sailTarget)}
        {view.ships.map((_, seat) => (
          <g>
            <title>{`${t("b.ship", { colour: colourName(seat, t) })}: ${name(seat)}`}</title>
            <ShipGlyph at={shipSpots[seat]!.at} scale={shipSpots[seat]!.scale} seat={seat} current={seat === sailing} />
          </g>
        ))}
        {ISLANDS.filter((isl) => marked?.has(`camps:${isl.id}`)).map((isl) => (
          <ChangedMark k={`camps:${isl.id}`}>
            <rect x={isl.camps.x - 16} y={isl.camps.y - 16} width="33" height="33" rx="5" />
          </ChangedMark>
        ))}
        {view.ships.map((_, seat) =>
          marked?.has(`ship:${seat}`) ? (
            <ChangedMark k={`ship:${seat}`}>
              <circle cx={shipSpots[seat]!.at.x} cy={shipSpots[seat]!.at.y} r={CELL * 0.6 * shipSpots[seat]!.scale} />
            </ChangedMark>
          ) : null,
        )}
        {ph.kind === "sail" && <PointsBadge at={centreOf(view.ships[view.current] as Square)} n={ph.left} />}
      </ZoomBoard>
    </div>
  );
}

function PointsBadge({ at, n }: { at: Pt; n: number }) {
  return (
    <g class="tb-badge" aria-hidden="true">
      <circle cx={at.x + 15} cy={at.y - 15} r="9" />
      <text x={at.x + 15} y={at.y - 15} dy="0.35em" text-anchor="middle">
        {n}
      </text>
    </g>
  );
}

/**
 * The wage of one role (RULES.md §4.3: any amount from the lowest to the highest legal bid, every one of them legal):
 * a slider for the whole range and a number field for an exact amount, both labelled and usable from the keyboard
 * (arrow keys on either; Enter in the field offers the amount).
 */
function WageInput({
  role,
  lo,
  hi,
  value,
  onChange,
  onOffer,
  t,
}: {
  role: "captain" | "helmsman";
  lo: number;
  hi: number;
  value: number;
  onChange(n: number): void;
  onOffer(n: number): void;
  t: T;
}) {
  const [draft, setDraft] = useState<string>(String(value));
  useEffect(() => setDraft(String(value)), [value, role, lo, hi]);
  const roleName = t(`role.${role}` as TongaBongaUiKey);
  const typed = Number(draft);
  const valid = draft.trim() !== "" && Number.isInteger(typed) && typed >= lo && typed <= hi;
  const hintId = `tb-wage-range-${role}`;
  return (
    <div class="tb-tray">
      <label class="tb-bid">
        <span>{t("b.amount", { role: roleName })}</span>
        <input
          type="range"
          min={lo}
          max={hi}
          step={1}
          value={value}
          disabled={lo === hi}
          aria-describedby={hintId}
          onInput={(e) => onChange(Number((e.currentTarget as HTMLInputElement).value))}
        />
      </label>
      <input
        type="number"
        class="tb-amount"
        inputMode="numeric"
        min={lo}
        max={hi}
        step={1}
        value={draft}
        aria-label={t("b.amountField", { role: roleName, lo, hi })}
        aria-describedby={hintId}
        aria-invalid={!valid}
        onInput={(e) => {
          const raw = (e.currentTarget as HTMLInputElement).value;
          setDraft(raw);
          const n = Number(raw);
          if (raw.trim() !== "" && Number.isInteger(n) && n >= lo && n <= hi) onChange(n);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && valid) onOffer(typed);
        }}
      />
      <button type="button" class="primary" disabled={!valid} onClick={() => onOffer(typed)}>
        {t("b.offer", { n: valid ? typed : value, role: roleName })}
      </button>
      <small id={hintId} class="muted">
        {t("b.range", { lo, hi })}
      </small>
    </div>
  );
}
