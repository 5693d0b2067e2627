// Issue #41: taking an area's face-up card, said in every language with every card. The card names of some languages
// carry their own noun ("Linsenkarte", "carte disque") or their own gender ("antenato"): the sentence around them must
// not repeat the noun ("nahm die Karte Linsenkarte") nor force an article ("Prendi la antenato").
import { describe, expect, it } from "vitest";
import { LANGS } from "../../i18n/core.js";
import { gameT, wongar } from "./catalogues.js";
import { cardName } from "../../games/wongar/texts/text.js";

const CARDS = ["disc", "cube", "cylinder", "triple", "ancestor", "elder", "both", "four", "double"];
const WRONG = [/Karte \S*karte/i, /\bla (antenato|anziano|tripla|doppia|quattro)/, /\bla ancêtre/, /carte carte/, /\bla (ancien|quatre)/];

describe("Wongar: taking a card, in words", () => {
  it.each(LANGS)("%s: the log and the move's label name the card once, with no wrong article", (lang) => {
    const t = gameT(wongar, lang);
    for (const card of CARDS) {
      const name = cardName(card, t);
      for (const text of [t("e.take", { who: "Dana", card: name, area: "Escarpment" }), t("m.take", { card: name, area: "Escarpment" })]) {
        expect(text).toContain(name);
        for (const w of WRONG) expect(text, `${lang}: ${text}`).not.toMatch(w);
      }
    }
  });
});
