/// <reference types="vite/client" />
// Every text exists in every language, and every count goes through Intl.PluralRules (never a hand-made "s").
import { describe, expect, it } from "vitest";
import { LANGS, translate, type Dict } from "../../i18n/core.js";
import { GAME_IDS } from "../../games/index.js";
import { gameSummary } from "../../web/src/i18n/core.js";
import { gameT, games, messages, notify, tongaBonga, tongiaki, type Catalogue } from "./catalogues.js";
import { moveText as tongiakiMove, logLines as tongiakiLog } from "../../games/tongiaki/texts/text.js";
import { moveText as tongaBongaMove } from "../../games/tonga-bonga/texts/text.js";
import type { TongiakiView } from "../../games/tongiaki/rules/index.js";
import type { TongaBongaView } from "../../games/tonga-bonga/rules/index.js";

const catalogues: Record<string, Catalogue> = { shared: messages, ...games, messages: notify };
const tr = gameT;
const isPlural = (e: Dict[string]) => typeof e !== "string";
/** Texts whose {n} is a position ("Move 3 of 40", "Round 2", "Take card 4"), not a count. */
const ORDINALS = new Set(["replay.moveOf", "e.round", "m.pickHidden"]);
const texts = (e: Dict[string]): string[] => (typeof e === "string" ? [e] : [e.one, e.other]);

describe.each(Object.entries(catalogues))("%s texts", (_, cat) => {
  it.each(LANGS.filter((l) => l !== "en"))("%s has every English key, no other, with the same plural shape", (lang) => {
    expect(Object.keys(cat[lang]).sort()).toEqual(Object.keys(cat.en).sort());
    for (const [k, e] of Object.entries(cat.en)) expect(isPlural(cat[lang][k]!), `${lang} ${k}`).toBe(isPlural(e));
  });

  it.each(LANGS)("%s keeps the placeholders of the English text", (lang) => {
    const names = (e: Dict[string]) => new Set(texts(e).flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    for (const [k, e] of Object.entries(cat.en)) {
      const mine = names(cat[lang][k]!);
      for (const n of mine) expect(names(e).has(n) || n === "n", `${lang} ${k}: {${n}} is not a parameter`).toBe(true);
    }
  });

  it.each(LANGS)("%s: a number followed by a noun is a plural entry, never a plain string", (lang) => {
    for (const [k, e] of Object.entries(cat[lang])) {
      if (typeof e !== "string" || ORDINALS.has(k)) continue;
      // "{n} points", "{colours} colours": the count must choose the form; "(s)" is never a plural
      expect(/\{(n|count|left|colours|days|hours)\} (?!left\b)\p{L}/u.test(e) || /\(s\)/.test(e), `${lang} ${k}: "${e}"`).toBe(false);
    }
  });
});

describe("plural forms", () => {
  it("come from Intl.PluralRules of the language (French 0 is singular, English 0 is plural)", () => {
    for (const lang of LANGS) {
      const rules = new Intl.PluralRules(lang);
      for (const n of [0, 1, 2, 5, 21]) {
        const e = messages[lang]["match.points"] as { one: string; other: string };
        const want = (rules.select(n) === "one" ? e.one : e.other).replace("{n}", String(n));
        expect(translate([messages[lang]], lang, "match.points", { n })).toBe(want);
      }
    }
    expect(translate([messages.fr], "fr", "match.points", { n: 0 })).toBe("0 point");
    expect(translate([messages.en], "en", "match.points", { n: 0 })).toBe("0 points");
  });

  it('are never made by hand in the app\'s code (no appended "s")', () => {
    const sources = import.meta.glob(["../../web/src/**/*.{ts,tsx}", "../../i18n/**/*.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    for (const [file, src] of Object.entries(sources)) {
      expect(/[?:]\s*["'`]s["'`]|\+\s*["'`]s["'`]|\}s\b/.test(src), `${file} builds a plural by hand`).toBe(false);
    }
  });

  it("a wreck with one colour says so in the singular", () => {
    const wreck = (lang: (typeof LANGS)[number], colours: number) =>
      tongiakiLog(
        [
          {
            seq: 1,
            seat: 0,
            move: { type: "depart", island: "tonga", beach: 0, dock: 0 },
            events: [
              { type: "depart", island: "tonga" },
              { type: "wrecked", danger: 4, colours },
            ],
          },
        ] as never,
        [{ seat: 0, name: "Ana" }] as never,
        tr(tongiaki, lang),
      )[0]!.join(" ");
    expect(wreck("en", 1)).toContain("with only 1 colour.");
    expect(wreck("en", 2)).toContain("with only 2 colours.");
    expect(wreck("fr", 1)).toContain("une seule couleur");
    expect(wreck("de", 1)).toContain("nur 1 Farbe ");
    expect(wreck("it", 1)).toContain("un solo colore");
  });
});

describe("words", () => {
  it("an Italian boat agrees with its colour (una barca rossa, gialla)", () => {
    const t = tr(tongiaki, "it");
    const view = { phase: { kind: "land" }, board: [] } as unknown as TongiakiView;
    const said = [0, 1, 2, 3, 4, 5].map((colour) => tongiakiMove({ type: "land", colour, beach: 0 } as never, view, t));
    expect(said).toEqual([
      "Sbarca una barca blu sulla spiaggia 1",
      "Sbarca una barca rossa sulla spiaggia 1",
      "Sbarca una barca verde sulla spiaggia 1",
      "Sbarca una barca gialla sulla spiaggia 1",
      "Sbarca una barca arancione sulla spiaggia 1",
      "Sbarca una barca viola sulla spiaggia 1",
    ]);
  });

  it('a Tonga Bonga bid is a sentence, not "captain: 1 ducat"', () => {
    const view = { phase: { kind: "bid" } } as unknown as TongaBongaView;
    expect(tongaBongaMove({ type: "bid", role: "captain", amount: 1 } as never, view, tr(tongaBonga, "en"))).toBe(
      "Offer 1 ducat to the captain",
    );
    expect(tongaBongaMove({ type: "bid", role: "captain", amount: 3 } as never, view, tr(tongaBonga, "de"))).toBe(
      "Dem Kapitän 3 Dukaten bieten",
    );
  });

  it("game summaries are translated by game id, and a game without a translation keeps the engine's", () => {
    for (const lang of LANGS.filter((l) => l !== "en")) {
      const i18n = { t: (k: string) => translate([messages[lang]], lang, k), has: (k: string) => k in messages[lang] };
      for (const id of GAME_IDS) expect(gameSummary(id, "English", i18n)).toBe(messages[lang][`game.${id}.summary`]);
      expect(gameSummary("chess", "English", i18n)).toBe("English");
    }
  });

  it("the clock help tells about the reminders in every language", () => {
    expect(messages.fr["create.clockHelp"]).toMatch(/80 %/);
    expect(messages.de["create.clockHelp"]).toMatch(/80 %/);
    expect(messages.it["create.clockHelp"]).toMatch(/80 %/);
  });
});

// Issue 29, item 11: the tiles print the German "Fidschi"; each language has its own name for the island
describe("island names", () => {
  it("Fidschi is Fiji, Fidji, Fidschi, Figi; the other islands keep the tiles' names", async () => {
    const { islandName } = await import("../../games/tongiaki/texts/text.js");
    expect(LANGS.map((l) => islandName("fidschi", tr(tongiaki, l)))).toEqual(["Fiji", "Fidji", "Fidschi", "Figi"]);
    expect(LANGS.map((l) => islandName("rapa-nui", tr(tongiaki, l)))).toEqual(["Rapa Nui", "Rapa Nui", "Rapa Nui", "Rapa Nui"]);
  });
});

describe("places", () => {
  it("are written as each language writes them", async () => {
    const { formatOrdinal } = await import("../../web/src/i18n/core.js");
    expect([1, 2, 3, 4, 11, 22].map((n) => formatOrdinal("en", n))).toEqual(["1st", "2nd", "3rd", "4th", "11th", "22nd"]);
    expect([1, 3].map((n) => formatOrdinal("fr", n))).toEqual(["1er", "3e"]);
    expect(formatOrdinal("de", 3)).toBe("3.");
    expect(formatOrdinal("it", 3)).toBe("3°");
  });
});
