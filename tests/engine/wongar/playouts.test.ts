import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../engine/core/game.js";
import { replay } from "../../../engine/core/replay.js";
import { randomInt, seedRng, shuffleInPlace, type Rng } from "../../../engine/core/rng.js";
import { AREAS } from "../../../games/wongar/rules/board.js";
import { AREA_CARDS, PIECES, SHAPES } from "../../../games/wongar/rules/cards.js";
import { wongar, type WongarMove, type WongarState } from "../../../games/wongar/rules/index.js";
import { actor } from "../../../games/wongar/rules/state.js";
import { offerSize } from "../../../games/wongar/rules/ways.js";
import { areaCardCensus, pieceCensus, ritualCensus } from "./table.js";
import { freeze } from "../freeze.js";

const pickOne = <T>(rng: Rng, xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;

/** A move of the right shape, legal or not, to probe that play refuses exactly what legalMoves leaves out. */
function probe(rng: Rng, s: WongarState): WongarMove {
  const types: WongarMove["type"][] = [
    "seed",
    "take",
    "figure",
    "option",
    "triple",
    "place",
    "move",
    "pick",
    "choose",
    "rite",
    "second",
    "pass",
  ];
  const area = randomInt(rng, 12) === 0 ? "nowhere" : pickOne(rng, AREAS).id;
  const target = randomInt(rng, 2) === 0 ? randomInt(rng, s.seats) : pickOne(rng, AREAS).id;
  const raw = {
    type: pickOne(rng, types),
    area,
    shape: pickOne(rng, SHAPES),
    card: pickOne(rng, randomInt(rng, 3) === 0 ? ["ancestor", "elder"] : ["disc", "cube", "cylinder", "double"]),
    option: pickOne(rng, ["two", "one", "draw"]),
    index: randomInt(rng, 45),
    choice: randomInt(rng, 17),
    action: pickOne(rng, ["remove", "out", "in"]),
    target,
  };
  if (raw.type === "figure" && raw.card !== "ancestor" && raw.card !== "elder") raw.card = "elder";
  if (raw.type === "rite" && (raw.card === "ancestor" || raw.card === "elder")) raw.card = "double";
  const parsed = wongar.parseMove(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const key = (m: WongarMove) => JSON.stringify(m);
/** The hash the version-2 and version-3 fixtures were recorded with: sha-256 of the state's JSON, 16 hex digits. */
const stateHash = (s: WongarState): string => createHash("sha256").update(JSON.stringify(s)).digest("hex").slice(0, 16);
const HIDDEN_RITUAL = ["disc", "cube", "cylinder", "double"] as const;

/**
 * The same table with everything `viewer` may not know changed: the generator, every pile's content and order, the
 * deck (its order only when the viewer chooses from it in version 3, nothing when they pick from it in version 1),
 * the offer of a choice from the deck (unless the viewer is choosing), other players' hands and taken cards (same sizes).
 */
function otherSecrets(s: WongarState, viewer: number | null, rng: Rng): WongarState {
  const t = JSON.parse(JSON.stringify(s)) as WongarState;
  t.rng = [1, 2, 3, 4];
  for (const a of t.areas) a.pile = a.pile.map(() => pickOne(rng, AREA_CARDS));
  const ph = t.phase;
  const picking = ph.kind === "pick" && ph.seat === viewer;
  const choosing = ph.kind === "choose" && ph.seat === viewer;
  if (choosing) shuffleInPlace(rng, t.deck);
  else if (!picking) t.deck = t.deck.map(() => pickOne(rng, [...HIDDEN_RITUAL, "scorpion"] as const));
  if (ph.kind === "choose" && !choosing) ph.offer = ph.offer.map(() => [pickOne(rng, HIDDEN_RITUAL)]);
  for (let seat = 0; seat < t.seats; seat++) {
    if (seat === viewer) continue;
    t.hands[seat] = t.hands[seat]!.map(() => pickOne(rng, HIDDEN_RITUAL)).sort();
    t.collected[seat] = t.collected[seat]!.map(() => pickOne(rng, AREA_CARDS));
  }
  return t;
}

interface Config {
  players: number;
  games: number;
  advanced: boolean;
}

/** 2,050 seeded random games across every player count, basic and advanced. */
const CONFIGS: Config[] = [
  { players: 3, games: 450, advanced: false },
  { players: 4, games: 500, advanced: false },
  { players: 5, games: 450, advanced: false },
  { players: 3, games: 200, advanced: true },
  { players: 4, games: 250, advanced: true },
  { players: 5, games: 200, advanced: true },
];

describe("random playouts", () => {
  it.each(CONFIGS)("$games games, $players players (advanced $advanced)", { timeout: 300_000 }, (cfg) => {
    const options = { advanced: cfg.advanced };
    const areaCards = cfg.advanced ? 130 : 150;
    for (let g = 0; g < cfg.games; g++) {
      const seed = `wongar-${cfg.players}-${cfg.advanced}-${g}`;
      const thorough = g < 4; // every legal move tried, illegal ones probed, inputs frozen, views compared
      const pick = seedRng(`pick-${seed}`);
      let s = wongar.setup(seed, cfg.players, options);
      const moves: { seat: number; move: WongarMove }[] = [];
      let offers = 0;
      // plain checks per step (expect() on every step of 2,000 games would dominate the run)
      const check = (ok: boolean, what: () => string) => {
        if (!ok) expect.fail(`${seed}, move ${moves.length}: ${what()}`);
      };
      for (let step = 0; ; step++) {
        check(step < 5000, () => "the game did not end");
        // conservation: pieces, area cards, ritual cards
        check(
          pieceCensus(s).every((p) => p.every((n, k) => n === PIECES[k])),
          () => `pieces not conserved: ${JSON.stringify(pieceCensus(s))}`,
        );
        check(areaCardCensus(s) === areaCards, () => `area cards: ${areaCardCensus(s)}`);
        check(ritualCensus(s) === 43, () => `ritual cards: ${ritualCensus(s)}`);
        check(
          s.areas.every((a) => a.pieces.every((p) => p.every((n) => n >= 0))) && s.supply.every((p) => p.every((n) => n >= 0)),
          () => "negative pieces",
        );
        check(s.time >= 1 && s.time <= 12, () => `time ${s.time}`);
        const active = wongar.activeSeats(s);
        if (active.length === 0) break;
        const seat = active[0]!;
        check(seat === actor(s), () => "active seat");
        const legal = wongar.legalMoves(s, seat);
        check(legal.length > 0, () => `no legal move in ${s.phase.kind}`);
        check(legal.length <= 120, () => `${legal.length} legal moves in ${s.phase.kind}`);
        // §17.4, Ruling 6 (version 4): a choice from the deck offers the same moves whatever the deck holds: the numbers
        // 0 to (n+1)(n+2)/2 - 1 for n cards, so that a position others see alike gives its chooser the same move space
        if (s.phase.kind === "choose") {
          const n = s.phase.take;
          check(key(legal.at(-1)!) === key({ type: "choose", choice: offerSize(n) - 1 }), () => `offer of ${legal.length} for ${n} cards`);
          check(legal.length === offerSize(n) && legal.every((m, i) => m.type === "choose" && m.choice === i), () => "choice numbers");
          offers++;
        }
        if (thorough) {
          check(new Set(legal.map(key)).size === legal.length, () => "duplicate legal moves");
          for (let other = 0; other < cfg.players; other++) {
            if (other !== seat) check(wongar.legalMoves(s, other).length === 0, () => `seat ${other} has moves while seat ${seat} decides`);
          }
          freeze(s); // any write by play into its input throws
          for (const m of legal) {
            const r = wongar.play(s, seat, m);
            if (!r.ok) expect.fail(`${seed}: listed ${key(m)} refused: ${r.error.message}`);
            // §17.4 a move is public: a choice from the deck names a way of an offer only its chooser sees, never a card
            if (m.type === "choose" || m.type === "pick")
              check(!/disc|cube|cylinder|double|scorpion/.test(key(m)), () => `${key(m)} names a card`);
            for (const e of r.value.events) {
              if (e.type !== "draw") continue;
              check(!("card" in wongar.viewEvent(e, { spectator: true })), () => "a spectator sees a drawn card");
              for (let other = 0; other < cfg.players; other++) {
                if (e.seat !== other)
                  check(!("card" in wongar.viewEvent(e, { seat: other })), () => `seat ${other} sees seat ${e.seat}'s drawn card`);
              }
            }
          }
          const listed = new Set(legal.map(key));
          for (let i = 0; i < 10; i++) {
            const m = probe(pick, s);
            const r = wongar.play(s, seat, m);
            check(r.ok === listed.has(key(m)), () => `${key(m)} in ${s.phase.kind}: play says ${r.ok}, legalMoves ${listed.has(key(m))}`);
            if (!r.ok)
              check(/^[a-z_]+$/.test(r.error.code) && /^§\d+(\.\d+)?$/.test(r.error.rule ?? ""), () => `error ${JSON.stringify(r.error)}`);
          }
          // no view tells anything hidden: the same views and the same legal moves with other secrets
          // (a spectator and one seat per step, in rotation: every seat is checked every few steps)
          const viewers: [Viewer, number | null][] = [
            [{ spectator: true }, null],
            [{ seat: step % cfg.players }, step % cfg.players],
          ];
          for (const [viewer, v] of viewers) {
            const seen = JSON.stringify(wongar.view(s, viewer));
            check(!seen.includes(seed) && !seen.includes('"rng"'), () => "seed or generator in a view");
            const other = otherSecrets(s, v, pick);
            check(
              JSON.stringify(wongar.view(other, viewer)) === seen,
              () => `${JSON.stringify(viewer)} sees hidden information in ${s.phase.kind}`,
            );
            if (v !== null) {
              const mine = wongar.legalMoves(s, v).map(key).join();
              check(wongar.legalMoves(other, v).map(key).join() === mine, () => `seat ${v}'s legal moves depend on hidden information`);
            }
          }
          check(!JSON.stringify(wongar.view(s, { omniscient: true })).includes('"rng"'), () => "generator in the omniscient view");
        }
        const move = legal[randomInt(pick, legal.length)]!;
        const r = wongar.play(s, seat, move);
        if (!r.ok) throw new Error(`${key(move)} refused: ${r.error.message}`);
        // §17.4, Ruling 6: the same move from the same position with another deck of the same size (what every other
        // seat sees alike) gives its chooser the same choice numbers, and every other seat the same view
        const next = r.value.state.phase;
        if (next.kind === "choose") {
          // (the chooser may be another seat: a turn's end can begin a round and its elder's privilege)
          const chooser = next.seat;
          const twin = JSON.parse(JSON.stringify(s)) as WongarState;
          twin.deck = twin.deck.map(() => pickOne(pick, SHAPES));
          const t = wongar.play(twin, seat, move);
          check(t.ok && t.value.state.phase.kind === "choose", () => "another deck gives no choice");
          if (t.ok) {
            const moves = (x: WongarState) => wongar.legalMoves(x, chooser).map(key).join();
            check(moves(t.value.state) === moves(r.value.state), () => "the choice numbers depend on the deck");
            // a spectator, and a seat that neither chooses nor moved (the mover's own draw may have taken other cards)
            const bystander = [0, 1, 2].find((x) => x !== chooser && x !== seat)!;
            const others: Viewer[] = [{ spectator: true }, { seat: bystander }];
            for (const viewer of others) {
              const seen = (x: WongarState) => JSON.stringify(wongar.view(x, viewer));
              check(seen(t.value.state) === seen(r.value.state), () => `${JSON.stringify(viewer)} tells the decks apart`);
            }
          }
        }
        // every game: a drawn or chosen ritual card reaches nobody but its drawer (§17.3)
        for (const e of r.value.events) {
          if (e.type === "draw") check(!("card" in wongar.viewEvent(e, { spectator: true })), () => "a spectator sees a drawn card");
        }
        moves.push({ seat, move });
        s = r.value.state;
      }
      const outcome = wongar.outcome(s)!;
      expect(outcome.scores).toEqual(s.scores);
      expect(outcome.ranking.flat().sort()).toEqual([...Array(cfg.players).keys()]);
      expect(s.ending).not.toBeNull();
      if (!cfg.advanced) expect(offers).toBe(0);
      // replay from the record gives the identical state, and survives a JSON round trip
      if (thorough || g % 5 === 0) {
        const record = {
          game: "wongar",
          rulesVersion: wongar.rulesVersion,
          players: cfg.players,
          options,
          seed,
          moves: JSON.parse(JSON.stringify(moves)),
        };
        const again = replay<WongarState>(wongar, record);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value.states.at(-1)).toEqual(JSON.parse(JSON.stringify(s)));
      }
      // at the end everything is shown (but the generator)
      const final = wongar.view(s, { spectator: true });
      expect(final.hands.every((h) => h !== null)).toBe(true);
      expect(final.collected.every((c) => c !== null)).toBe(true);
      expect(JSON.stringify(final)).not.toContain('"rng"');
    }
  });

  it.each(["3p-basic", "5p-basic", "4p-advanced"])("rules versions: a match recorded under version 1 (%s) replays identically", (name) => {
    // recorded with the version-1 engine: scorpions replaced on every draw (the basic ones draw some outside the
    // elder's privilege), advanced draws chosen from the deck; its final state had no `rules` field yet
    const { record, final } = JSON.parse(readFileSync(new URL(`./fixtures/rules-v1-${name}.json`, import.meta.url), "utf8"));
    const again = replay<WongarState>(wongar, record);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.states.at(-1)).toEqual({ ...final, rules: 1 });
    // the same moves under version 2 part ways: the version is what keeps the old match playable
    expect(replay<WongarState>(wongar, { ...record, rulesVersion: 2 })).toMatchObject({ ok: false });
  });

  it.each(["3p-basic", "4p-advanced", "5p-advanced"])(
    "rules versions: a match recorded under version 2 (%s) replays identically",
    (name) => {
      // recorded from a seeded random playout with the version-2 engine, before version 3: every state's hash, and the last state
      const { record, hashes, final } = JSON.parse(readFileSync(new URL(`./fixtures/rules-v2-${name}.json`, import.meta.url), "utf8"));
      const again = replay<WongarState>(wongar, record);
      expect(again.ok).toBe(true);
      if (!again.ok) return;
      expect(again.value.states.map(stateHash)).toEqual(hashes);
      expect(again.value.states.at(-1)).toEqual(final);
      // version 3 makes the advanced game's draws a choice: the same moves part ways there, the basic game plays alike
      const v3 = replay<WongarState>(wongar, { ...record, rulesVersion: 3 });
      if (record.options.advanced) expect(v3).toMatchObject({ ok: false });
      else expect(v3.ok && v3.value.states.at(-1)!.scores).toEqual(final.scores);
    },
  );

  it.each(["3p-basic", "4p-advanced", "5p-advanced"])(
    "rules versions: a match recorded under version 3 (%s) replays identically, state by state",
    (name) => {
      // recorded from a seeded random playout with the version-3 engine, before version 4: every state's hash, and the last state
      const { record, hashes, final } = JSON.parse(readFileSync(new URL(`./fixtures/rules-v3-${name}.json`, import.meta.url), "utf8"));
      expect(record.rulesVersion).toBe(3);
      const again = replay<WongarState>(wongar, record);
      expect(again.ok).toBe(true);
      if (!again.ok) return;
      expect(again.value.states.map(stateHash)).toEqual(hashes);
      expect(again.value.states.at(-1)).toEqual(final);
      // version 4 offers every way whatever the deck holds (§17.4): the same numbers take other cards there, so the
      // advanced matches part ways; the basic game has no choice and plays alike
      const v4 = replay<WongarState>(wongar, { ...record, rulesVersion: 4 });
      if (record.options.advanced) expect(v4.ok && v4.value.states.map(stateHash).slice(1)).not.toEqual(hashes.slice(1));
      else expect(v4.ok && v4.value.states.at(-1)!.scores).toEqual(final.scores);
    },
  );

  it("setup records the rules version: the current one by default, an older one on request", () => {
    expect(wongar.setup("v", 3, { advanced: false }).rules).toBe(4);
    expect(wongar.setup("v", 3, { advanced: false }, 3).rules).toBe(3);
    expect(wongar.setup("v", 3, { advanced: false }, 1).rules).toBe(1);
    expect(wongar.setup("v", 3, { advanced: false }, 2).rules).toBe(2);
    expect(wongar.rulesVersions).toEqual([1, 2, 3, 4]);
  });

  it("replay reports the first invalid move with its index", () => {
    const s = wongar.setup("r", 3, { advanced: false });
    const first = wongar.legalMoves(s, actor(s))[0]!;
    const record = {
      game: "wongar",
      rulesVersion: 1,
      players: 3,
      options: {},
      seed: "r",
      moves: [
        { seat: actor(s), move: first },
        { seat: (actor(s) + 2) % 3, move: { type: "pass" } },
      ],
    };
    const r = replay(wongar, record);
    expect(r).toMatchObject({ ok: false, error: { index: 1 } });
    expect(replay(wongar, { ...record, moves: [{ seat: 0, move: { type: "nope" } }] })).toMatchObject({
      ok: false,
      error: { index: 0, code: "bad_move" },
    });
    expect(replay(wongar, { ...record, players: 2 })).toMatchObject({ ok: false, error: { index: -1, code: "players" } });
  });
});
