import type { LogItem, Named, T as Translator } from "../../../i18n/core.js";
import type { CommonKey } from "../../../i18n/common/en.js";
import type { TongaBongaKey } from "./en.js";
import type { TongaBongaMove, TongaBongaView } from "../rules/index.js";
import { BOARD, islandAt } from "../rules/board.js";

/** A translator over the texts these functions use (the web passes its wider one). */
export type T = Translator<TongaBongaKey | CommonKey>;

/** Island names stay as printed on the chart, in every language. */
export const islandName = (id: string): string => BOARD.islands.find((i) => i.id === id)?.name ?? id;

export const seatName = (players: readonly Named[], seat: number, t: T): string =>
  players.find((p) => p.seat === seat)?.name ?? t("seat.n", { n: seat + 1 });

export const colourName = (seat: number, t: T): string => t(`colour.${seat}` as TongaBongaKey);

export const dieText = (v: number, t: T): string => (v === 0 ? t("seasick") : String(v));

const where = (sq: { row: number; col: number }, t: T): string => {
  const isl = islandAt(sq);
  return isl ? t("where.bay", { island: isl.name }) : t("where.sea", { r: sq.row + 1, c: sq.col + 1 });
};

/** §6.3: does stepping there pass another ship (cost 3)? */
export const passes = (view: TongaBongaView, seat: number, sq: { row: number; col: number }): boolean =>
  !islandAt(sq) && view.ships.some((s, i) => i !== seat && s.row === sq.row && s.col === sq.col);

export function prompt(view: TongaBongaView, you: number | null, players: readonly Named[], t: T): string {
  const ph = view.phase;
  const mine = you !== null && you === view.current;
  const who = seatName(players, view.current, t);
  switch (ph.kind) {
    case "bid":
      return t(mine ? "p.bidYou" : "p.bid", { who, role: t(`role.${ph.role}` as TongaBongaKey) });
    case "crew":
      return t(mine ? "p.crewYou" : "p.crew", { who });
    case "sail":
      return t(mine ? "p.sailYou" : "p.sail", { who, n: ph.left });
    case "over":
      return t("p.over");
  }
}

export function moveText(m: TongaBongaMove, view: TongaBongaView, t: T): string {
  switch (m.type) {
    case "bid":
      return t("m.bid", { role: t(`role.${m.role}` as TongaBongaKey), n: m.amount });
    case "place":
      return t("m.place", { value: m.value, colour: colourName(m.ship, t) });
    case "sail":
      return t(passes(view, view.current, m) ? "m.pass" : "m.sail", { where: where(m, t) });
    case "stop":
      return t("m.stop");
  }
}

type Ev = { type: string; [k: string]: unknown };
const num = (e: Ev, k: string): number => Number(e[k] ?? 0);
const RANKS = ["captain", "helmsman", "deckhand"];

/** Logged moves in words: every step at sea (passing a ship is worth saying more of), camps, homecoming and pay. */
export function logLines(entries: readonly LogItem<TongaBongaMove>[], players: readonly Named[], t: T): string[][] {
  return entries.map((entry) => {
    const out: string[] = [];
    const name = (seat: number) => seatName(players, seat, t);
    for (const raw of entry.events) {
      const e = raw as Ev;
      const who = name(num(e, "seat"));
      switch (e.type) {
        case "bid":
          out.push(t("e.bid", { who, n: num(e, "amount"), role: t(`role.${String(e.role)}` as TongaBongaKey) }));
          break;
        case "roll":
          out.push(t("e.roll", { who, dice: ((e.dice as number[]) ?? []).map((v) => dieText(v, t)).join(", ") }));
          break;
        case "place":
          out.push(
            t("e.place", {
              who,
              value: num(e, "value"),
              colour: colourName(num(e, "ship"), t),
              rank: t(`role.${RANKS.includes(String(e.rank)) ? String(e.rank) : "deckhand"}` as TongaBongaKey),
            }),
          );
          break;
        case "seasick":
          out.push(t("e.seasick", { who, value: num(e, "value") }));
          break;
        case "sail":
          out.push(num(e, "cost") === 3 ? t("e.pass", { who }) : t("e.sail", { who, n: num(e, "left") }));
          break;
        case "stop":
          out.push(t("e.stop", { who }));
          break;
        case "camp": {
          const shares = (e.shares as { seat: number }[] | undefined) ?? [];
          const island = islandName(String(e.island));
          out.push(
            shares.length
              ? t("e.campPaid", { who, island, others: shares.map((s) => name(s.seat)).join(", ") })
              : t("e.camp", { who, island }),
          );
          break;
        }
        case "home":
          out.push(t("e.home", { who }));
          break;
        case "wage":
          if (num(e, "amount") > 0) {
            const params = {
              to: name(num(e, "seat")),
              n: num(e, "amount"),
              role: t(`role.${String(e.role)}` as TongaBongaKey),
              colour: colourName(num(e, "ship"), t),
            };
            out.push(t(e.returned ? "e.wageBack" : "e.wage", params));
          }
          break;
        case "bonus":
          out.push(t("e.bonus", { who }));
          break;
        case "round":
          out.push(t("e.round", { n: num(e, "round"), who: name(num(e, "start")) }));
          break;
        case "over":
          out.push(t(e.reason === "limit" ? "e.limit" : "e.over"));
          break;
      }
    }
    return out;
  });
}

/** Wages offered as buttons: a short ladder of the legal amounts and the highest (the board's wage field has them all). */
const WAGE_BUTTONS = new Set([0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50]);

/** §4.3: a purse can allow a few hundred wages; the list beside the board shows a ladder of them, every other move as is. */
export function moveButtons(legal: readonly TongaBongaMove[]): readonly TongaBongaMove[] {
  const bids = legal.filter((m) => m.type === "bid");
  if (bids.length <= WAGE_BUTTONS.size) return legal;
  const hi = Math.max(...bids.map((m) => (m.type === "bid" ? m.amount : 0)));
  return legal.filter((m) => m.type !== "bid" || WAGE_BUTTONS.has(m.amount) || m.amount === hi);
}
