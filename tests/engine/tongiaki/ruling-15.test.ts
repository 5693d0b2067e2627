/*
 * RULES.md §6.4, §16.12, Ruling 15: a failed crossing returns the group's boats to their owners and ends that
 * expedition only; other full beaches still sail in the same turn, in the order the player chooses. Every Tongiaki
 * text of the collection on the point, whole:
 *
 *   French rulebook (« Traversée de l'océan »):
 *   « Si le passage est réussi, le joueur dépose les bateaux à l'autre bout du même chemin d'écume et pioche une
 *   nouvelle tuile. Il la pose à la suite en respectant la position du symbole rouge. Le joueur pioche autant de tuiles
 *   que nécessaire jusqu'à ce que les bateaux découvrent une nouvelle île ou échouent une traversée.
 *   Si la traversée échoue car le groupe ne possédait pas assez de couleurs différentes, les bateaux sont retirés du
 *   plateau et rendus à leurs propriétaires.
 *   Le joueur peut se lancer dans d'autres voyages (par exemple en partant d'autres plages de son île d'origine), mais
 *   cette exploration-ci est terminée. »
 *
 *   Italian rulebook (« Viaggio »):
 *   « Se il numero di colori diversi delle barche è insufficiente, il viaggio fallisce e tutte le barche coinvolte
 *   tornano nelle riserve dei rispettivi giocatori; il turno del giocatore finisce e passa a quello alla sua sinistra. »
 *   and « Negli ultimi due casi, il turno del giocatore va avanti ad oltranza finché: o il viaggio fallisce (e di
 *   conseguenza il turno finisce), o le barche riescono ad approdare su una nuova isola (e allora si passa alla fase 3:
 *   Sbarco). »
 *
 *   BSW help (French):
 *   « Si la traversée réussit, le joueur découvre une autre carte océan. Cela continue tant que les bateaux n'ont pas
 *   atteint une île ou raté une traversée. Si la traversée est un échec, tous les bateaux sont retirés du plateau et
 *   sont rendus à leurs propriétaires. » and « Après l'accostage et la répartition des bateaux ayant fait le voyage il
 *   se peut que toutes les places d'une ou plusieurs plages soient occupées. Le joueur continue alors son tour et
 *   recommence une émigration. L'enchaînement de tour se continue jusqu'à ce qu'il n'y ait plus aucune plage qui soit
 *   pleine. »
 *
 * The ruling follows the French rulebook and the BSW help, not the Italian text's end of the turn. The engine already
 * played it so (every rules version); this writes it down.
 */
import { describe, expect, it } from "vitest";
import { tongiaki, type TongiakiMove, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { BLUE, GREEN, RED, census, drawnAt, run, table } from "./table.js";

const TONGA = { q: 0, r: 0 };
const legal = (s: TongiakiState) => tongiaki.legalMoves(s, s.current % s.seats);
const depart = (island: string, beach: number, dock: number): TongiakiMove => ({ type: "depart", island, beach, dock });

/**
 * Blue's turn, two full beaches on Tonga: beach 0 (three blue boats) faces sea-14 below Tonga, whose path is marked 2,
 * so one colour fails there; beach 3 (blue, red, green) faces the empty space above, where Samoa is the pile's one tile.
 */
const twoFull = (rules: number) =>
  table({
    rules,
    tiles: [drawnAt("sea-14", TONGA, 0), { tile: "hawaii", q: -1, r: 2, rotation: 0 }],
    boats: { tonga: [[BLUE, BLUE, BLUE], [], [], [BLUE, RED, GREEN], [], []] },
    phase: { kind: "depart" },
    pile: ["samoa"],
  });

describe("§6.4, Ruling 15: after a failed crossing the other full beaches still sail, in the same turn", () => {
  it.each([1, 2, 3])("rules version %i: the wrecked group goes home, the other full beach sails on and lands", (rules) => {
    const s = twoFull(rules);
    expect(legal(s)).toContainEqual(depart("tonga", 0, 0));
    expect(legal(s)).toContainEqual(depart("tonga", 3, 3));
    const { state, events } = run(s, depart("tonga", 0, 0));
    expect(events).toContainEqual(expect.objectContaining({ type: "wrecked", danger: 2, colours: 1 }));
    expect(state.islands.tonga!.beaches[0]).toEqual([]);
    expect(state.reserve[BLUE]).toBe(s.reserve[BLUE]! + 3);
    // the turn is not over: beach 3 is still full and sails (its one departure, played at once), drawing Samoa
    expect(state.current).toBe(BLUE);
    expect(events).toContainEqual({ type: "forced", move: depart("tonga", 3, 3) });
    expect(events.some((e) => e.type === "turn")).toBe(false);
    expect(state.islands.tonga!.beaches[3]).toEqual([]);
    expect(state.phase).toMatchObject({ kind: "land", island: "samoa" });
    expect(census(state)).toEqual(census(s));
  });

  it("the player chooses the order: the full beach that would pass may sail first, the wreck comes after", () => {
    const { state, events } = run(twoFull(3), depart("tonga", 3, 3));
    expect(events).toContainEqual(expect.objectContaining({ type: "draw", tile: "samoa" }));
    expect(events.some((e) => e.type === "wrecked")).toBe(false);
    expect(state.phase).toMatchObject({ kind: "land", island: "samoa" });
    expect(state.islands.tonga!.beaches[0]).toEqual([BLUE, BLUE, BLUE]);
  });
});
