/** Tonga Bonga is won on money: its standings count ducats, where the other games count points. */
import { describe, expect, it } from "vitest";
import type { Lang } from "../../i18n/core.js";
import { gameT, tongaBonga, wongar, type Catalogue } from "./catalogues.js";

const score = (cat: Catalogue, lang: Lang, n: number) => cat[lang]["match.points"] && gameT(cat, lang)("match.points", { n });

describe("the score's unit in the standings", () => {
  it.each([
    ["en", 1, "1 ducat"],
    ["en", 31, "31 ducats"],
    ["fr", 31, "31 ducats"],
    ["de", 31, "31 Dukaten"],
    ["it", 1, "1 ducato"],
  ] as const)("Tonga Bonga in %s: %i → %s", (lang, n, text) => {
    expect(score(tongaBonga, lang, n)).toBe(text);
  });

  it("other games keep the shared 'points'", () => {
    expect(wongar.en["match.points"]).toBeUndefined();
  });
});
