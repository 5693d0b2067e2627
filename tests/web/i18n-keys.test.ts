// Keys are typed from the English texts (a typo fails `npm run typecheck`), and every refusal an engine can answer
// has words in every language.
import { describe, expect, it } from "vitest";
import { LANGS, translate, type Texts } from "../../i18n/core.js";
import type { T } from "../../web/src/i18n/core.js";
import type { T as WongarT } from "../../games/wongar/texts/text.js";
import { CORE_CODES } from "../../engine/core/result.js";
import { GAME_IDS, GAMES } from "../../games/index.js";
import { games, messages } from "./catalogues.js";

describe("typed keys", () => {
  it("a key that is not in the English texts, or a language that lacks one, does not compile", () => {
    const t: T = (key) => translate([messages.en], "en", key);
    // @ts-expect-error — a typo in a key of the shared texts
    expect(t("nav.hoem")).toBe("nav.hoem");
    const wt: WongarT = (key) => key;
    // @ts-expect-error — a board key is not a key of the texts messages share
    expect(wt("b.deck")).toBe("b.deck");
    // @ts-expect-error — a language missing a key of the English texts
    const missing: Texts<"a" | "b"> = { a: "x" };
    // @ts-expect-error — or with a key the English texts do not have
    const extra: Texts<"a"> = { a: "x", b: "y" };
    expect([missing, extra]).toHaveLength(2);
    expect(t("nav.home")).toBe("My matches");
  });
});

describe("rule errors (422)", () => {
  // every code a refused move or option of a game carries: the closed list each GameModule names (games/<game>/rules/codes.ts),
  // so a code returned as an object literal ({ code: "no_such_ship", … }) counts as much as one given to err()/fail()
  const codes = new Set<string>(GAME_IDS.flatMap((id) => GAMES[id].codes));
  const core = new Set<string>(CORE_CODES);
  const rulesOf = (dict: Record<string, unknown>) =>
    Object.keys(dict)
      .filter((k) => k.startsWith("rule."))
      .map((k) => k.slice(5));
  it("finds the engines' codes", () => {
    expect(codes.size).toBeGreaterThan(40);
    for (const c of ["beach_full", "wage_cap", "elder_reach", "not_your_turn", "bad_move", "no_such_ship"])
      expect(codes.has(c), c).toBe(true);
  });

  it.each(LANGS)("%s: the app has words for the codes every game shares, and for no game's own", (lang) => {
    for (const c of core) expect(messages[lang][`rule.${c}`], `${lang} rule.${c}`).toBeTypeOf("string");
    expect(rulesOf(messages[lang]).filter((c) => !core.has(c))).toEqual([]);
  });

  it.each(GAME_IDS)("%s's package has words for each of its own codes in every language, and for no other", (id) => {
    const own = GAMES[id].codes.filter((c: string) => !core.has(c));
    for (const lang of LANGS) {
      expect(rulesOf(games[id][lang]).sort(), lang).toEqual([...own].sort());
      if (lang !== "en") for (const c of own) expect(games[id][lang][`rule.${c}`], `${lang} rule.${c}`).not.toBe(games[id].en[`rule.${c}`]);
    }
  });

  it("the other languages do not leave a shared refusal in English", () => {
    for (const lang of LANGS.filter((l) => l !== "en")) {
      for (const c of core) expect(messages[lang][`rule.${c}`], `${lang} rule.${c}`).not.toBe(messages.en[`rule.${c}`]);
    }
  });
});
