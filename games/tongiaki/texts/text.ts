import type { LogItem, Named, T as Translator } from "../../../i18n/core.js";
import type { CommonKey } from "../../../i18n/common/en.js";
import type { TongiakiKey } from "./en.js";
import type { TongiakiMove, TongiakiView } from "../rules/index.js";
import { TILES } from "../rules/tiles.js";

/** A translator over the texts these functions use (the web passes its wider one). */
export type T = Translator<TongiakiKey | CommonKey>;

/**
 * Island names stay as printed on the tiles, in every language, except where a language has its own name for a real
 * island (the tiles' German "Fidschi" is Fiji, Fidji, Figi): those are texts (`isl.<id>`).
 */
export const islandName = (id: string, t: T): string => {
  const key = `isl.${id}`;
  const own = t(key as TongiakiKey);
  if (own !== key) return own;
  const tile = TILES.get(id);
  return tile && tile.kind === "island" ? tile.name : id;
};

export const tileName = (id: string, t: T): string => (TILES.get(id)?.kind === "sea" ? t("b.sea") : islandName(id, t));

export const seatName = (players: readonly Named[], seat: number, t: T): string =>
  players.find((p) => p.seat === seat)?.name ?? t("seat.n", { n: seat + 1 });

export const colourName = (c: number, t: T): string => t(`colour.${c}` as TongiakiKey);
/** A colour said of a boat, agreeing with the word for boat in languages with gendered adjectives. */
export const boatColour = (c: number, t: T): string => t(`boat.${c}` as TongiakiKey);

const rotationOf = (view: TongiakiView, island: string): number => view.board.find((p) => p.tile === island)?.rotation ?? 0;

export function prompt(view: TongiakiView, t: T): string {
  const ph = view.phase;
  switch (ph.kind) {
    case "setup":
      return t("p.setup");
    case "turn": {
      const c = view.current;
      const afloat = Object.values(view.islands).some((isl) => isl.beaches.some((b) => b.includes(c)));
      // RULES.md §11.1 (rules version 2): a king is a boat on the board, which leaves only a new colonization
      const king = view.rules >= 2 && Object.values(view.islands).some((isl) => isl.king === c);
      return t(afloat ? "p.turn" : king ? "p.turnKingsOnly" : "p.turnNoBoat");
    }
    case "enter":
      return t("p.enter");
    case "add":
      // RULES.md §4.5, Ruling 7: from version 3 the boat may come from the island added to as well
      if (ph.take) return t(view.rules >= 3 ? "p.takeAny" : "p.take");
      return t("p.add", { island: islandName(ph.island, t), n: ph.left });
    case "depart":
      return t(ph.repeat ? "p.departRepeat" : "p.depart"); // RULES.md §12.6
    case "orient":
      return t("p.orient");
    case "place":
      return ph.at ? t("p.placeTurn", { tile: tileName(ph.tile, t) }) : t("p.placeSpace", { tile: tileName(ph.tile, t) });
    case "land":
      return t("p.land", { island: islandName(ph.island, t) });
    case "settle":
      return t("p.settle", { island: islandName(ph.island, t) });
    case "over":
      return t("p.over");
  }
}

export function moveText(m: TongiakiMove, view: TongiakiView, t: T): string {
  const ph = view.phase;
  const phaseIsland = "island" in ph && typeof ph.island === "string" ? ph.island : "tonga";
  switch (m.type) {
    case "setup":
      return t("m.setup", { beach: m.beach + 1 });
    case "add":
      return t("m.add", { island: islandName(m.island, t) });
    case "take":
      return t("m.take", { beach: m.beach + 1, island: islandName(m.island, t) });
    case "addBoat":
      return t("m.addBoat", { beach: m.beach + 1, island: islandName(phaseIsland, t) });
    case "king":
      return t("m.king", { island: islandName(m.island, t) });
    case "colonize":
      return t("m.colonize");
    case "enter":
      return t("m.enter", { beach: m.beach + 1, island: islandName(m.island, t) });
    case "depart": {
      const side = t(`dir.${(m.dock + rotationOf(view, m.island)) % 6}` as TongiakiKey);
      return t("m.depart", { beach: m.beach + 1, island: islandName(m.island, t), side });
    }
    case "orient":
      return t("m.orient", { deg: m.rotation * 60 });
    case "place":
      return t("m.place", { q: m.q, r: m.r });
    case "land":
      return t("m.land", { colour: boatColour(m.colour, t), beach: m.beach + 1 });
    case "settle":
      return t("m.settle", { beach: m.beach + 1, island: islandName(phaseIsland, t) });
  }
}

type Ev = { type: string; [k: string]: unknown };
const str = (e: Ev, k: string): string => String(e[k] ?? "");
const num = (e: Ev, k: string): number => Number(e[k] ?? 0);

/**
 * Logged moves in words. An expedition (depart … arrive / wrecked / lost / turned back) becomes one sentence such as
 * "Ana's expedition from Tonga found Samoa", even when it spans several moves (tiles turned by the player).
 */
export function logLines(entries: readonly LogItem<TongiakiMove>[], players: readonly Named[], t: T): string[][] {
  const voyage: Voyage = { from: null, drawn: new Set() };
  return entries.map((entry) => {
    const who = seatName(players, entry.seat, t);
    const out: string[] = [];
    for (const raw of entry.events) {
      const e = raw as Ev;
      const line = VOYAGE_EVENTS.has(e.type) ? voyageLine(e, voyage, who, t) : eventLine(e, who, players, t);
      if (line !== null) out.push(line);
    }
    // a step of an expedition that is told once it ends (§5, §6): what the player did now is said in its own words
    if (out.length === 0) {
      const dep = entry.events.find((e) => (e as Ev).type === "depart") as Ev | undefined;
      if (dep) out.push(t("e.depart", { who, island: isl(dep, t) }));
      else if (entry.move?.type === "place") out.push(t("e.space", { who }));
    }
    return out;
  });
}

const isl = (e: Ev, t: T) => islandName(str(e, "island"), t);
const col = (e: Ev, t: T) => boatColour(num(e, "colour"), t);

/** The expedition under way (§5, §6), which may span several entries: the island it left, the tiles its voyage drew. */
interface Voyage {
  from: string | null;
  drawn: Set<string>;
}

const VOYAGE_EVENTS = new Set(["depart", "draw", "arrive", "wrecked", "lost", "turnedBack"]);

/**
 * An expedition's event: its sentence when the voyage ends (how it ended, from where), else null while it goes on.
 * A tile drawn with no voyage under way (a colonization's, §10.2) is told at once.
 */
function voyageLine(e: Ev, v: Voyage, who: string, t: T): string | null {
  const from = v.from;
  switch (e.type) {
    case "depart":
      v.from = str(e, "island");
      v.drawn.clear();
      return null;
    case "draw":
      v.drawn.add(str(e, "tile"));
      if (from !== null) return null;
      return e.kind === "island" ? t("e.drawIsland", { who, island: islandName(str(e, "tile"), t) }) : t("e.drawSea", { who });
  }
  v.from = null;
  if (from === null) return null;
  switch (e.type) {
    case "arrive":
      return t(v.drawn.has(str(e, "island")) ? "e.found" : "e.reached", { who, from: islandName(from, t), island: isl(e, t) });
    case "wrecked":
      return t("e.wrecked", { who, from: islandName(from, t), danger: num(e, "danger"), n: num(e, "colours") });
    case "lost":
      return t("e.lost", { who, from: islandName(from, t) });
    case "turnedBack":
      return t("e.back", { who, from: islandName(from, t), royal: islandName(str(e, "royal"), t) });
  }
  return null;
}

/** Any other logged event in words, or null for one the log does not tell. */
function eventLine(e: Ev, who: string, players: readonly Named[], t: T): string | null {
  switch (e.type) {
    case "setup":
      return t("e.setup", { who, colour: col(e, t) });
    case "enter":
      return t("e.enter", { who, colour: col(e, t), island: isl(e, t) });
    case "add":
      return t("e.add", { who, n: num(e, "count"), island: isl(e, t) });
    case "addBoat":
      return t("e.addBoat", { colour: col(e, t), beach: num(e, "beach") + 1, island: isl(e, t) });
    case "take":
      return t("e.take", { who, island: isl(e, t) });
    case "king":
      return t("e.king", { who, island: isl(e, t) });
    case "colonize":
      return t("e.colonize", { who });
    case "settle":
      return t("e.settle", { who, island: isl(e, t) });
    case "place":
      return TILES.get(str(e, "tile"))?.kind === "sea"
        ? t("e.placeSea", { who })
        : t("e.placeIsland", { who, island: islandName(str(e, "tile"), t) });
    case "land":
      return t("e.land", { colour: col(e, t), island: isl(e, t) });
    case "noRoom":
      return t("e.noRoom", { n: boats(e) });
    case "sentHome":
      return t("e.sentHome", { n: boats(e), island: isl(e, t) });
    case "islandRemoved":
      return t("e.removed", { island: isl(e, t) });
    case "turn":
      return num(e, "turn") >= 1
        ? t("e.turn", { who: seatName(players, num(e, "seat"), t), colour: colourName(num(e, "colour"), t) })
        : null;
    case "end":
      return t("e.end");
  }
  return null;
}

/** The boats of a group (an event's `group`: boats per colour). */
const boats = (e: Ev): number => ((e.group as number[] | undefined) ?? []).reduce((a, b) => a + b, 0);
