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
      switch (e.type) {
        case "round":
          out.push(t("e.round", { n: Number(e.round), who: name(e.start) }));
          break;
        case "reveal":
          out.push(t("e.reveal", { area: areaName(e.area), card: cardName(e.card, t) }));
          break;
        case "take":
          if (e.card !== "scorpion") out.push(t("e.take", { who: w, card: cardName(e.card, t), area: areaName(e.area) }));
          break;
        case "scorpion":
          out.push(
            e.from === "area"
              ? t("e.scorpionArea", { who: w, area: areaName(e.area), time: Number(e.time) })
              : t("e.scorpionRitual", { who: w, time: Number(e.time) }),
          );
          break;
        case "sting":
          out.push(t("e.sting", { who: w, n: -Number(e.points) }));
          break;
        case "reshuffle":
          out.push(t("e.reshuffle", { n: Number(e.cards) }));
          break;
        case "draw":
          out.push(e.card ? t("e.draw", { who: w, card: cardName(e.card, t) }) : t("e.drawHidden", { who: w }));
          break;
        case "noCard":
          out.push(t("e.noCard", { who: w }));
          break;
        case "privilege":
          out.push(t("e.privilege", { who: w }));
          break;
        case "skip":
          out.push(t("e.skip", { who: w }));
          break;
        case "holder":
          out.push(t("e.holder", { who: w, figure: t(`fig.${String(e.figure)}` as WongarKey) }));
          break;
        case "place":
          out.push(t("e.place", { who: w, shape: shapeName(e.shape, t), area: areaName(e.area) }));
          break;
        case "figure":
          out.push(t("e.figure", { figure: t(`fig.${String(e.figure)}` as WongarKey), from: areaName(e.from), to: areaName(e.to) }));
          break;
        case "figureCard":
          out.push(t("e.figureCard", { who: w, card: cardName(e.card, t) }));
          break;
        case "option":
          out.push(t(`e.option.${e.option}` as WongarKey, { who: w }));
          break;
        case "triple":
          out.push(t("e.triple", { who: w, shapes: shapesName(e.shape, t) }));
          break;
        case "ceremony":
          out.push(t("e.ceremony", { area: areaName(e.area), kind: t(`kind.${String(e.kind)}` as WongarKey) }));
          break;
        case "rite":
          out.push(t("e.rite", { who: w, card: cardName(e.card, t) }));
          break;
        case "piece":
          if (e.action === "remove") out.push(t("e.remove", { who: w, shape: shapeName(e.shape, t), target: name(e.target) }));
          else out.push(t(e.action === "out" ? "e.out" : "e.in", { who: w, shape: shapeName(e.shape, t), area: areaName(e.target) }));
          break;
        case "pass":
          out.push(t("e.pass", { who: w }));
          break;
        case "excluded":
          out.push(t("e.excluded", { who: w }));
          break;
        case "majority":
          out.push(t("e.majority", { who: w, shapes: shapesName(e.shape, t), area: areaName(e.area), n: Number(e.points) }));
          break;
        case "ending":
          out.push(t("e.ending"));
          break;
        case "bonus":
          out.push(t("e.bonus", { who: w, shape: shapeName(e.shape, t) }));
          break;
        case "end":
          out.push(t("e.end"));
          break;
      }
    }
    return out;
  });
}
