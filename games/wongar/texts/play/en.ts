import type { Dict } from "../../../../i18n/core.js";

/** Wongar's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in English. */
export const en = {
  "p.seed": {
    one: "Place your last starting tschurunga on any area.",
    other: "Place one of your starting tschurungas on any area ({n} left).",
  },
  "p.seedOther": "The players place their starting tschurungas in turn.",
  "p.take": "Take a face-up area card and carry it out.",
  "p.takeFigure": "Take a face-up area card, or play your own figure card.",
  "p.option": "Choose what the {card} does: two more {shapes}, one more and a ritual card, or two ritual cards.",
  "p.triple": "Choose the shape of the triple: three identical tschurungas on any areas.",
  "p.place": { one: "Place a {shape} on any area ({n} left).", other: "Place a {shape} on any area ({n} left)." },
  "p.moveAncestor": "Move the ancestor to a neighbouring area: a ceremony follows there.",
  "p.moveElder": "Move the elder one or two areas: a ceremony follows there.",
  "p.pick": { one: "Choose a ritual card from the deck ({n} to take).", other: "Choose a ritual card from the deck ({n} to take)." },
  "p.ceremony": "Ceremony at {area} ({kind}): play a ritual card or pass.",
  "p.double": "Double: act on a second {shape}.",
  "p.over": "The game is over.",
  "m.seed": "Place a starting {shape} on {area}",
  "m.take": "Take the {card} of {area}",
  "m.figure": "Play your {card} card",
  "m.option.two": "Place two more {shapes}",
  "m.option.one": "Place one more {shape} and draw a ritual card",
  "m.option.draw": "Draw two ritual cards",
  "m.triple": "Triple of {shapes}",
  "m.place": "Place the {shape} on {area}",
  "m.move": "Move the {figure} to {area}",
  "m.pick": "Take a {card}",
  "m.pickHidden": "Take card {n}",
  "m.remove": "{card}: remove a {shape} of {who}",
  "m.out": "{card}: move a {shape} out to {area}",
  "m.in": "{card}: bring a {shape} in from {area}",
  "m.secondRemove": "Second: remove a {shape} of {who}",
  "m.secondOut": "Second: move a {shape} out to {area}",
  "m.secondIn": "Second: bring a {shape} in from {area}",
  "m.pass": "Pass (play no more cards in this ceremony)",
  "p.choose": { one: "Choose the ritual card you take from the deck.", other: "Choose the {n} ritual cards you take from the deck." },
  "m.choose": "Take {cards}",
  "m.chooseHidden": "Take ritual cards of your choice",
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type WongarPlayKey = keyof typeof en;
