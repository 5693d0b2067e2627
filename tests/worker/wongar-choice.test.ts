/**
 * Wongar rules version 4 through the generic host (games/wongar/RULES.md §16.5, §17.4, Ruling 6): a choice from the
 * deck is an
 * ordinary move `{ type: "choose", choice }` the host checks with the engine's parseMove and play; its numbers run
 * over every way to take that many cards, whatever the deck holds; and every read —
 * the match, its log, a past position — shows the deck and the offer to the chooser only and names the chosen cards
 * to nobody else.
 */
import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { client } from "./helpers.js";

const api = client(games);
const CARDS = /"(disc|cube|cylinder)"/;

describe("wongar advanced (rules version 4): ritual cards of the player's choice", () => {
  it("is played, refused and read through the API with the deck and the chosen cards for the chooser's eyes only", async () => {
    const created = await api.post("/api/matches", {
      game: "wongar",
      seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cai" }],
      options: { advanced: true },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const secrets = (created.body.seats as { seat: number; secret: string }[]).map((s) => s.secret);

    // §16.3 the starting pieces, each seat playing its first legal move; then §3.3 the elder's privilege is a choice
    let m = (await api.get(`/api/matches/${id}`)).body;
    while (m.view.phase.kind === "seed") {
      const seat = m.activeSeats[0] as number;
      const mine = (await api.get(`/api/matches/${id}`, { secret: secrets[seat] })).body;
      const r = await api.post(`/api/matches/${id}/moves`, { seq: mine.seq, move: mine.legalMoves[0] }, { secret: secrets[seat] });
      expect(r.status, r.text).toBe(201);
      m = (await api.get(`/api/matches/${id}`)).body;
    }
    expect(m.rulesVersion).toBe(4);
    expect(m.view.phase).toMatchObject({ kind: "choose", take: 1, then: "turns" });
    const chooser = m.view.phase.seat as number;
    const other = (chooser + 1) % 3;

    const mine = (await api.get(`/api/matches/${id}`, { secret: secrets[chooser] })).body;
    expect(mine.view.choice.take).toBe(1);
    // §17.4 one card: three ways (a disc, a cube, a cylinder) whatever the deck holds, so the numbers tell nothing
    expect(mine.view.choice.options.map((w: string[]) => w.join()).sort()).toEqual(["cube", "cylinder", "disc"]);
    expect(mine.legalMoves).toEqual([0, 1, 2].map((choice) => ({ type: "choose", choice })));
    expect(mine.view.deckOrder).toBeNull();
    for (const seen of [m, (await api.get(`/api/matches/${id}`, { secret: secrets[other] })).body]) {
      expect(seen.view.choice).toBeNull();
      expect(JSON.stringify(seen.view.phase)).not.toContain("offer");
    }

    // bad shapes and ways the offer does not have are refused, citing the rule; nothing is lost
    const ways = mine.view.choice.options.length as number;
    const bad = await api.post(
      `/api/matches/${id}/moves`,
      { seq: m.seq, move: { type: "choose", choice: "disc" } },
      { secret: secrets[chooser] },
    );
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body.error.code).toBe("bad_move");
    const none = await api.post(
      `/api/matches/${id}/moves`,
      { seq: m.seq, move: { type: "choose", choice: ways } },
      { secret: secrets[chooser] },
    );
    expect(none.status, none.text).toBe(422);
    expect(none.body.error).toMatchObject({ code: "no_such_choice", rule: "§16.5" });
    const notYours = await api.post(
      `/api/matches/${id}/moves`,
      { seq: m.seq, move: { type: "choose", choice: 0 } },
      { secret: secrets[other] },
    );
    expect(notYours.status, notYours.text).toBe(403);
    expect((await api.get(`/api/matches/${id}`)).body.seq).toBe(m.seq);

    // the last way of the offer whose card the deck holds (the board offers only those)
    const options = mine.view.choice.options as string[][];
    const way = options.findLastIndex((w) => mine.view.choice.deck[w[0]!] > 0);
    const card = options[way]![0]!;
    const played = await api.post(
      `/api/matches/${id}/moves`,
      { seq: m.seq, move: { type: "choose", choice: way } },
      { secret: secrets[chooser] },
    );
    expect(played.status, played.text).toBe(201);

    // the log: the move names no card; the draw event names it to the chooser only
    const last = async (secret?: string) => {
      const log = (await api.get(`/api/matches/${id}/log`, secret ? { secret } : {})).body.entries;
      return log[log.length - 1];
    };
    const asChooser = await last(secrets[chooser]);
    expect(asChooser.move).toEqual({ type: "choose", choice: way });
    expect(asChooser.text).toBe("take ritual cards of your choice from the deck");
    expect(asChooser.events).toContainEqual({ type: "draw", seat: chooser, card, chosen: true });
    for (const entry of [await last(), await last(secrets[other])]) {
      expect(entry.events).toContainEqual({ type: "draw", seat: chooser, chosen: true });
      expect(JSON.stringify(entry)).not.toMatch(CARDS);
    }
    // a past position: the choice as a spectator saw it
    const at = (await api.get(`/api/matches/${id}/at/${m.seq}`)).body;
    expect(at.view.choice).toBeNull();
    expect(JSON.stringify(at.view.phase)).not.toContain("offer");
  });
});
