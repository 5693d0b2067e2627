import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import type { LogItem } from "../../i18n/core.js";
import { logSentences } from "../../delivery/messages.js";
import { en as tongiaki } from "../../games/tongiaki/texts/en.js";
import { en as tongaBonga } from "../../games/tonga-bonga/texts/en.js";
import { en as wongar } from "../../games/wongar/texts/en.js";

// The Worker's messages tell moves with each game's log texts alone (games/<game>/texts/log/, the only ones it bundles;
// the prompts and moves in ./play/ are the web app's). A log sentence that needed a text left in ./play/ would reach
// players as its bare key ("m.add"): every sentence of a random match, in every language, must be made of real words.
// Dotted keys only: an undotted one may be its own English word (Tonga Bonga's "seasick").
const dotted = (dict: object) => Object.keys(dict).filter((k) => k.includes("."));
const KEYS: Record<string, string[]> = { tongiaki: dotted(tongiaki), "tonga-bonga": dotted(tongaBonga), wongar: dotted(wongar) };

/** The log of a seeded random match (up to 400 moves), as a message sees it. */
function randomLog(gameId: string, seed: string): LogItem[] {
  const game = games.find((g) => g.id === gameId)!;
  const players = game.players.max;
  const options = game.parseOptions({}, players);
  if (!options.ok) throw new Error(options.error.message);
  let state = game.setup(seed, players, options.value);
  const rng = seedRng(`${seed}/moves`);
  const log: LogItem[] = [];
  for (let i = 0; i < 400; i++) {
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = game.legalMoves(state, seat);
    const move = legal[randomInt(rng, legal.length)]!;
    const r = game.play(state, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    log.push({ seat, move, events: r.value.events });
  }
  return log;
}

describe("the log sentences of the Worker's messages", () => {
  it.each(Object.keys(KEYS))("%s: say every move in words in every language, from the log texts alone", (gameId) => {
    const log = randomLog(gameId, `log-texts-${gameId}`);
    const players = Array.from({ length: 6 }, (_, seat) => ({ seat, name: `P${seat}` }));
    expect(log.length).toBeGreaterThan(20);
    for (const lang of ["en", "fr", "de", "it"] as const) {
      const text = logSentences(gameId, lang)!(log, players).flat().join("\n");
      const bare = KEYS[gameId]!.filter((k) => new RegExp(`(^|[^\\w.])${k.replace(/\./g, "\\.")}($|[^\\w.])`).test(text));
      expect(bare, `${gameId} in ${lang}`).toEqual([]);
    }
  });
});

// Issue 29, item 8: the replay listed a move with no sentence by its prompt ("Empty space at (1, 0)", "Place the tile
// turned 180°"): every logged move reads as a sentence about what happened, in every language.
describe("every logged move is told", () => {
  it.each(Object.keys(KEYS))("%s: each entry of a random match has a sentence in every language", (gameId) => {
    const players = Array.from({ length: 6 }, (_, seat) => ({ seat, name: `P${seat}` }));
    for (const seed of ["a", "b", "c"]) {
      const log = randomLog(gameId, `told-${gameId}-${seed}`);
      for (const lang of ["en", "fr", "de", "it"] as const) {
        const lines = logSentences(gameId, lang)!(log, players);
        const silent = log.flatMap((e, i) =>
          (lines[i] ?? []).length === 0 ? [`${i}: ${JSON.stringify(e.move)} → ${e.events.map((v) => v.type).join(",")}`] : [],
        );
        expect(silent.slice(0, 5), `${gameId} ${lang}: moves with no sentence (${silent.length})`).toEqual([]);
      }
    }
  });
});
