import { describe, expect, it } from "vitest";
import { LANGS, translate, type Dict } from "../../../i18n/core.js";
import { en } from "../../../games/tongiaki/texts/en.js";
import { fr } from "../../../games/tongiaki/texts/fr.js";
import { de } from "../../../games/tongiaki/texts/de.js";
import { it as italian } from "../../../games/tongiaki/texts/it.js";
import { logLines, prompt, type T } from "../../../games/tongiaki/texts/text.js";
import { tongiaki } from "../../../games/tongiaki/rules/index.js";
import { BLUE, RED, drawnAt, table } from "./table.js";

/** The board's words for what rules version 2 added (RULES.md §11.1, §12.6, §12.7), in every language. */
const catalogue: Record<(typeof LANGS)[number], Dict> = { en, fr, de, it: italian };
const tr =
  (lang: (typeof LANGS)[number]): T =>
  (key, params) =>
    translate([catalogue[lang]], lang, key, params);

describe("Tongiaki board texts for rules version 2", () => {
  const kingsOnly = table({
    tiles: [drawnAt("samoa", { q: 0, r: 0 }, 3)],
    boats: { tonga: [[RED], [], [], [], [], []] },
    kings: { samoa: BLUE },
    royal: [1, 0, 0, 0],
  });

  it.each(LANGS)("%s: every new key is translated", (lang) => {
    for (const key of ["p.turnKingsOnly", "p.departRepeat", "e.sentHome"]) expect(catalogue[lang][key], key).toBeDefined();
  });

  it("a player whose only boats are kings is told that only a new colonization is open; version 1 still offers the entry", () => {
    const t = tr("en");
    expect(prompt(tongiaki.view(kingsOnly, { seat: 0 }), t)).toBe(t("p.turnKingsOnly"));
    expect(prompt(tongiaki.view({ ...kingsOnly, rules: 1 }, { seat: 0 }), t)).toBe(t("p.turnNoBoat"));
  });

  it("a repeated arrangement gets its own prompt, and a group sent home its own log line", () => {
    const t = tr("fr");
    const repeat = table({ boats: { tonga: [[BLUE, RED, BLUE], [], [], [], [], []] }, phase: { kind: "depart", repeat: true } });
    expect(prompt(tongiaki.view(repeat, { seat: 0 }), t)).toBe(t("p.departRepeat"));
    const lines = logLines(
      [
        {
          seat: 0,
          move: { type: "depart", island: "tonga", beach: 0, dock: 0 },
          events: [{ type: "sentHome", island: "tonga", beach: 0, group: [2, 1, 0, 0] }],
        },
      ] as never,
      [],
      t,
    );
    expect(lines).toEqual([["La réaction en chaîne était revenue au même point : 3 bateaux de Tonga rentrent au lieu de partir."]]);
  });
});

describe("Tongiaki board texts for rules version 3 (RULES.md §4.5, Ruling 7)", () => {
  const taking = table({
    boats: { tonga: [[BLUE, BLUE], [BLUE], [], [], [], []] },
    reserve: [0, 15, 15, 15],
    phase: { kind: "add", island: "tonga", left: 1, used: [], take: true },
  });

  it.each(LANGS)("%s: the prompt for the take says any island, this one included; versions 1 and 2 keep another island", (lang) => {
    const t = tr(lang);
    expect(catalogue[lang]["p.takeAny"], "p.takeAny").toBeDefined();
    expect(prompt(tongiaki.view(taking, { seat: 0 }), t)).toBe(t("p.takeAny"));
    expect(prompt(tongiaki.view({ ...taking, rules: 2 }, { seat: 0 }), t)).toBe(t("p.take"));
  });
});
