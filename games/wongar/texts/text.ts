import type { LogItem, Named, T as Translator } from "../../../i18n/core.js";
import type { CommonKey } from "../../../i18n/common/en.js";
import type { WongarKey } from "./en.js";
import { AREAS } from "../rules/board.js";
import type { WongarMove, WongarView } from "../rules/index.js";

/** A translator over the texts these functions use (the web passes its wider one). */
export type T = Translator<WongarKey | CommonKey>;

/** Area names stay as in the board data, in every language. */
export const areaName = (id: unknown): string => AREAS.find((a) => a.id === id)?.name ?? String(id);

export const seatName = (players: readonly Named[], seat: number, t: T): string =>
  players.find((p) => p.seat === seat)?.name ?? t("seat.n", { n: seat + 1 });

export const colourName = (seat: number, t: T): string => t(`colour.${seat}` as WongarKey);
export const cardName = (card: unknown, t: T): string => t(`card.${String(card)}` as WongarKey);
export const shapeName = (shape: unknown, t: T): string => t(`shape.${String(shape)}` as WongarKey);
export const shapesName = (shape: unknown, t: T): string => t(`shapes.${String(shape)}` as WongarKey);

const SHAPE_IDS = ["disc", "cube", "cylinder"] as const;

export function prompt(view: WongarView, you: number | null, t: T): string {
  const ph = view.phase;
  // the other prompts speak to the player on turn: nobody else is told what "you" must do
  if (you === null && ph.kind !== "seed" && ph.kind !== "over") return "";
  switch (ph.kind) {
    case "seed": {
      if (you !== ph.seat || !view.seeding) return t("p.seedOther");
      return t("p.seed", { n: (view.seeding[you] ?? []).reduce((a, b) => a + b, 0) });
    }
    case "take": {
      const f = view.figureCards[ph.seat];
      return t(f && (f.ancestor || f.elder) ? "p.takeFigure" : "p.take");
    }
    case "option":
      return t("p.option", {
        card: cardName(SHAPE_IDS[ph.shape], t),
        shapes: shapesName(SHAPE_IDS[ph.shape], t),
        shape: shapeName(SHAPE_IDS[ph.shape], t),
      });
    case "triple":
      return t("p.triple");
    case "place":
      return t("p.place", { shape: shapeName(SHAPE_IDS[ph.shape], t), n: ph.left });
    case "move":
      return t(ph.figure === "ancestor" ? "p.moveAncestor" : "p.moveElder");
    case "pick":
      return t("p.pick", { n: ph.left });
    case "choose":
      return t("p.choose", { n: ph.take });
    case "ceremony":
      return t("p.ceremony", { area: areaName(AREAS[ph.ceremony.area]?.id), kind: t(`kind.${ph.ceremony.kind}` as WongarKey) });
    case "double":
      return t("p.double", { shape: shapeName(SHAPE_IDS[ph.shape], t) });
    case "over":
      return t("p.over");
  }
}

/** Ritual cards counted by kind, in hand order: "2 disc cards, 1 cube card". */
export function cardsText(cards: readonly unknown[], t: T): string {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(String(c), (counts.get(String(c)) ?? 0) + 1);
  return [...counts].map(([card, n]) => t(`cards.${card}` as WongarKey, { n })).join(", ");
}

/** A seat in a move or an event: its colour name, so a board and its log speak the same language. */
const who = (seat: unknown, t: T): string => colourName(Number(seat), t);

export function moveText(m: WongarMove, view: WongarView, t: T): string {
  const ph = view.phase;
  switch (m.type) {
    case "seed":
      return t("m.seed", { shape: shapeName(m.shape, t), area: areaName(m.area) });
    case "take": {
      const up = view.areas.find((a) => a.id === m.area)?.up;
      return t("m.take", { card: cardName(up, t), area: areaName(m.area) });
    }
    case "figure":
      return t("m.figure", { card: cardName(m.card, t) });
    case "option": {
      const shape = ph.kind === "option" ? SHAPE_IDS[ph.shape] : "disc";
      return t(`m.option.${m.option}` as WongarKey, { shape: shapeName(shape, t), shapes: shapesName(shape, t) });
    }
    case "triple":
      return t("m.triple", { shapes: shapesName(m.shape, t) });
    case "place":
      return t("m.place", { shape: shapeName(ph.kind === "place" ? SHAPE_IDS[ph.shape] : "disc", t), area: areaName(m.area) });
    case "move":
      return t("m.move", { figure: t(`fig.${ph.kind === "move" ? ph.figure : "ancestor"}` as WongarKey), area: areaName(m.area) });
    case "pick": {
      const card = view.pick?.[m.index];
      return card ? t("m.pick", { card: cardName(card, t) }) : t("m.pickHidden", { n: m.index + 1 });
    }
    case "choose": {
      // the offer is the chooser's alone (RULES.md §17.4): anyone else, or a past choice, gets the plain words
      const cards = view.choice?.options[m.choice];
      return cards ? t("m.choose", { cards: cardsText(cards, t) }) : t("m.chooseHidden");
    }
    case "rite": {
      const card = m.card === "double" ? `${cardName("double", t)} (${shapesName(m.shape, t)})` : cardName(m.card, t);
      if (m.action === "remove") return t("m.remove", { card, shape: shapeName(m.shape, t), who: who(m.target, t) });
      return t(m.action === "out" ? "m.out" : "m.in", { card, shape: shapeName(m.shape, t), area: areaName(m.target) });
    }
    case "second": {
      const shape = shapeName(ph.kind === "double" ? SHAPE_IDS[ph.shape] : "disc", t);
      const action = ph.kind === "double" ? ph.action : "remove";
      if (action === "remove") return t("m.secondRemove", { shape, who: who(m.target, t) });
      return t(action === "out" ? "m.secondOut" : "m.secondIn", { shape, area: areaName(m.target) });
    }
    case "pass":
      return t("m.pass");
  }
}

type Ev = { type: string; [k: string]: unknown };

/** Logged moves in words, one list per entry. Drawn ritual cards show only to their drawer (the server filters them). */
export function logLines(entries: readonly LogItem<WongarMove>[], players: readonly Named[], t: T): string[][] {
  const name = (seat: unknown) => seatName(players, Number(seat), t);
  return entries.map((entry) => {
    const out: string[] = [];
    const events = entry.events as Ev[];
    for (let i = 0; i < events.length; i++) {
      const e = events[i]!;
      const w = name(e.seat ?? entry.seat);
      if (e.type === "draw" && e.chosen) {
        // §16.5 one choice from the deck is one sentence; its cards are named to the chooser only (viewEvent)
        const run = [e];
        while (events[i + 1]?.type === "draw" && events[i + 1]!.chosen && events[i + 1]!.seat === e.seat) run.push(events[++i]!);
        const cards = run.map((d) => d.card);
        out.push(
          cards.every((c) => c) ? t("e.chose", { who: w, cards: cardsText(cards, t) }) : t("e.choseHidden", { who: w, n: run.length }),
        );
        continue;
      }
      const line = eventLine(e, w, name, t);
      if (line !== null) out.push(line);
    }
    return out;
  });
}

/** One logged event in words, or null for one the log does not show (an area scorpion's take: its own line says it). */
function eventLine(e: Ev, w: string, name: (seat: unknown) => string, t: T): string | null {
  switch (e.type) {
    case "round":
      return t("e.round", { n: Number(e.round), who: name(e.start) });
    case "reveal":
      return t("e.reveal", { area: areaName(e.area), card: cardName(e.card, t) });
    case "take":
      return e.card !== "scorpion" ? t("e.take", { who: w, card: cardName(e.card, t), area: areaName(e.area) }) : null;
    case "scorpion":
      return e.from === "area"
        ? t("e.scorpionArea", { who: w, area: areaName(e.area), time: Number(e.time) })
        : t("e.scorpionRitual", { who: w, time: Number(e.time) });
    case "sting":
      return t("e.sting", { who: w, n: -Number(e.points) });
    case "reshuffle":
      return t("e.reshuffle", { n: Number(e.cards) });
    case "draw":
      return e.card ? t("e.draw", { who: w, card: cardName(e.card, t) }) : t("e.drawHidden", { who: w });
    case "noCard":
      return t("e.noCard", { who: w });
    case "privilege":
      return t("e.privilege", { who: w });
    case "skip":
      return t("e.skip", { who: w });
    case "holder":
      return t("e.holder", { who: w, figure: t(`fig.${String(e.figure)}` as WongarKey) });
    case "place":
      return t("e.place", { who: w, shape: shapeName(e.shape, t), area: areaName(e.area) });
    case "figure":
      return t("e.figure", { figure: t(`fig.${String(e.figure)}` as WongarKey), from: areaName(e.from), to: areaName(e.to) });
    case "figureCard":
      return t("e.figureCard", { who: w, card: cardName(e.card, t) });
    case "option":
      return t(`e.option.${e.option}` as WongarKey, { who: w });
    case "triple":
      return t("e.triple", { who: w, shapes: shapesName(e.shape, t) });
    case "ceremony":
      return t("e.ceremony", { area: areaName(e.area), kind: t(`kind.${String(e.kind)}` as WongarKey) });
    case "rite":
      return t("e.rite", { who: w, card: cardName(e.card, t) });
    case "piece":
      if (e.action === "remove") return t("e.remove", { who: w, shape: shapeName(e.shape, t), target: name(e.target) });
      return t(e.action === "out" ? "e.out" : "e.in", { who: w, shape: shapeName(e.shape, t), area: areaName(e.target) });
    case "pass":
      return t("e.pass", { who: w });
    case "excluded":
      return t("e.excluded", { who: w });
    case "majority":
      return t("e.majority", { who: w, shapes: shapesName(e.shape, t), area: areaName(e.area), n: Number(e.points) });
    case "ending":
      return t("e.ending");
    case "bonus":
      return t("e.bonus", { who: w, shape: shapeName(e.shape, t) });
    case "end":
      return t("e.end");
  }
  return null;
}
