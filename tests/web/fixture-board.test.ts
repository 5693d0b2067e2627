import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { translate, LANGS } from "../../i18n/core.js";
import { I18nContext, type I18n } from "../../web/src/i18n/core.js";
import { loadTexts } from "../../boardkit/load.js";
import { TEST_GAMES } from "../fixtures/games/index.js";
import { GAME_LOGS } from "../fixtures/games/registry/delivery.js";
import { BOARD_LOADERS, HOW_TO } from "../fixtures/games/registry/web.js";

/**
 * The fixture game's board, texts and how-to-play, reached as the web app reaches a game's (through the registries
 * written from the tests' table, one chunk each): its board draws the pile and offers the legal takes.
 */
const rules = TEST_GAMES.takeaway.rules;
const english: I18n = { lang: "en", t: (key) => key, has: () => false, setLang: () => {} };

describe("the fixture game in the web app", () => {
  it("draws its board from its registry entry, with its own texts", async () => {
    const ui = await BOARD_LOADERS.takeaway();
    await loadTexts(ui.texts, "en");
    const options = rules.parseOptions({ pile: 5 }, 2);
    if (!options.ok) throw new Error(options.error.message);
    const state = rules.setup("board", 2, options.value);
    const view = rules.view(state, { seat: 0 });
    const legal = rules.legalMoves(state, 0);
    const html = renderToString(
      h(I18nContext.Provider, { value: english }, h(ui.Board, { view, players: [], legal, you: 0, busy: false, onMove: () => {} })),
    );
    expect(html.match(/<circle/g)).toHaveLength(5);
    expect([...html.matchAll(/<button[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(["Take 1", "Take 2", "Take 3"]);
  });

  it("tells its log in every language, and has a how-to-play in each", async () => {
    const log = GAME_LOGS.takeaway;
    for (const lang of LANGS) {
      const t = (key: string, params?: Record<string, string | number>) => translate([log.texts[lang]], lang, key, params);
      const entry = { seat: 1, move: { type: "take", n: 2 }, events: [{ type: "took", seat: 1, n: 2 }] };
      const lines = log.logLines([entry], [{ seat: 1, name: "Ben" }], t);
      expect(lines[0]![0]).toMatch(/^Ben .*2$/);
      const howto = await HOW_TO.takeaway[lang]();
      expect(Object.keys(howto.parts)).toEqual(["goal", "turn", "end"]);
    }
  });
});
