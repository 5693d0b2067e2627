/*
 * RULES.md §4.5, §16.10, Ruling 7 (amended; rules version 3): with an empty reserve, the boat taken for the addition
 * may come from any island, the one added to included. Every Tongiaki text of the collection on the point, whole:
 *
 *   French rulebook (the publisher's original), « Tous les bateaux sont sur le plateau »:
 *   « Si au début de son tour tous ses bateaux sont sur le plateau, le joueur actif peut prendre n'importe lequel
 *   d'entre eux (sauf un roi) et le poser pour la phase d'ajout. »
 *
 *   Italian rulebook, « Nessuna barca nella riserva »:
 *   « Se all'inizio del suo turno un giocatore non ha più barche disponibili nella sua riserva (perché sono già tutte
 *   in gioco), per svolgere la fase 1 (Espansione) può scegliere di prendere una (e una sola) sua barca da qualsiasi
 *   altra isola (ad eccezione di un'eventuale Isola Reale). »
 *
 *   BSW help (French):
 *   « Si au début d'un tour un joueur a ses 15 bateaux sur le plateau, il peut prendre un bateau de son choix d'une île
 *   et faire l'action ajouter avec. Toutefois il ne peut en prendre qu'un, même s'il aurait dû en placer plusieurs
 *   pour l'ajout des bateaux. »
 *
 * (The collection holds no German Tongiaki rulebook: its German text is Tonga Bonga's.) Versions 1 and 2 followed the
 * Italian « altra isola » and refused a boat of the island added to with `take_elsewhere`; they still do.
 */
import { describe, expect, it } from "vitest";
import { tongiaki, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { BLUE, RED, census, drawnAt, refusal, run, table } from "./table.js";

const TONGA = { q: 0, r: 0 };
const legal = (s: TongiakiState) => tongiaki.legalMoves(s, s.current % s.seats);
const takes = (s: TongiakiState) => legal(s).filter((m) => m.type === "take");

/** Every blue boat on Tonga (two on beach 0, one on beach 1), none in reserve. */
const allOnTonga = (rules: number) => table({ rules, boats: { tonga: [[BLUE, BLUE], [BLUE], [], [], [], []] }, reserve: [0, 15, 15, 15] });
/** Blue on Tonga and on Samoa, none in reserve. */
const twoIslands = (rules: number) =>
  table({
    rules,
    tiles: [drawnAt("samoa", TONGA, 3)],
    boats: { tonga: [[BLUE], [], [], [], [], []], samoa: [[BLUE, BLUE], [BLUE], []] },
    reserve: [0, 15, 15, 15],
  });

describe("§4.5, Ruling 7 (rules version 3): the boat for the addition comes from any island, the one added to included", () => {
  it("§16.10 every boat on one island: the addition takes one of them and puts it back on a beach of the player's choice", () => {
    const s = allOnTonga(3);
    expect(legal(s)).toContainEqual({ type: "add", island: "tonga" });
    const st = run(s, { type: "add", island: "tonga" }).state;
    expect(st.phase).toMatchObject({ kind: "add", island: "tonga", left: 1, take: true });
    expect(takes(st)).toEqual([
      { type: "take", island: "tonga", beach: 0 },
      { type: "take", island: "tonga", beach: 1 },
    ]);
    const { state, events } = run(st, { type: "take", island: "tonga", beach: 0 }, { type: "addBoat", beach: 3 });
    expect(events).toContainEqual({ type: "take", colour: BLUE, island: "tonga", beach: 0 });
    expect(state.islands.tonga!.beaches).toEqual([[BLUE], [BLUE], [], [BLUE], [], []]);
    expect(state.reserve[BLUE]).toBe(0);
    expect(census(state)).toEqual(census(s));
    expect(state.current).toBe(RED);
  });

  it("with boats on several islands, a boat of the island added to is offered beside the others", () => {
    const st = run(twoIslands(3), { type: "add", island: "tonga" }).state;
    expect(takes(st)).toEqual([
      { type: "take", island: "tonga", beach: 0 },
      { type: "take", island: "samoa", beach: 0 },
      { type: "take", island: "samoa", beach: 1 },
    ]);
    const { state } = run(st, { type: "take", island: "tonga", beach: 0 }, { type: "addBoat", beach: 2 });
    expect(state.islands.tonga!.beaches).toEqual([[], [], [BLUE], [], [], []]);
    expect(state.islands.samoa!.beaches).toEqual([[BLUE, BLUE], [BLUE], []]);
  });

  it("the take still comes first, only own boats, never a king; a beach without an own boat is refused", () => {
    const s = table({
      rules: 3,
      tiles: [drawnAt("samoa", TONGA, 3)],
      boats: { tonga: [[BLUE, RED], [RED], [], [], [], []] },
      kings: { samoa: BLUE },
      reserve: [0, 13, 15, 15],
    });
    // one own boat that is no king: the only take, played at once (a single legal choice), then the beach is chosen
    const { state, events } = run(s, { type: "add", island: "tonga" });
    expect(events).toContainEqual({ type: "forced", move: { type: "take", island: "tonga", beach: 0 } });
    expect(state.phase).toMatchObject({ kind: "add", island: "tonga", left: 1, take: false });
    expect(state.islands.samoa!.king).toBe(BLUE);
    // with two own boats the take is a choice: it comes first, and a beach without an own boat is refused
    const two = run(
      { ...s, islands: { ...s.islands, tonga: { ...s.islands.tonga!, beaches: [[BLUE, RED], [RED, BLUE], [], [], [], []] } } },
      {
        type: "add",
        island: "tonga",
      },
    ).state;
    expect(refusal(two, { type: "addBoat", beach: 2 })).toEqual({ code: "take_first", rule: "§4.5" });
    expect(refusal(two, { type: "take", island: "tonga", beach: 2 })).toEqual({ code: "no_own_boat", rule: "§4.5" });
    expect(refusal(two, { type: "take", island: "samoa", beach: 0 })).toEqual({ code: "no_own_boat", rule: "§4.5" });
  });

  it("rules version 2 (the Italian « altra isola ») keeps refusing a boat of the island added to, move for move", () => {
    const st = run(twoIslands(2), { type: "add", island: "tonga" }).state;
    expect(takes(st).map((m) => m.island)).toEqual(["samoa", "samoa"]);
    expect(refusal(st, { type: "take", island: "tonga", beach: 0 })).toEqual({ code: "take_elsewhere", rule: "§4.5" });
    const one = allOnTonga(2);
    expect(legal(one).some((m) => m.type === "add")).toBe(false);
    expect(refusal(one, { type: "add", island: "tonga" })).toEqual({ code: "no_boat_to_add", rule: "§4.5" });
    expect(refusal(allOnTonga(1), { type: "add", island: "tonga" })).toEqual({ code: "no_boat_to_add", rule: "§4.5" });
  });
});
