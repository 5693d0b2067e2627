/// <reference types="vite/client" />
// The how-to-play (issue #31): every game has every part in every language, and every refusal an engine can answer
// links to a part that exists (by the RULES.md section it cites, else by its code).
import { describe, expect, it } from "vitest";
import { LANGS } from "../../i18n/core.js";
import { COMMON, GAME_NAMES, partFor, partIn, PARTS } from "../../web/src/howto/anchors.js";
import { HOW_TO } from "../../games/registry/web.js";
import type { Block, HowTo } from "../../boardkit/howto.js";
import { TEST_GAME_IDS, TEST_GAMES } from "../fixtures/games/index.js";
import { HOW_TO_PARTS as TEST_PARTS } from "../fixtures/games/registry/howto-parts.js";
import { HOW_TO as TEST_HOW_TO } from "../fixtures/games/registry/web.js";

const GAMES = Object.keys(PARTS) as (keyof typeof PARTS)[];
const rulesMd = import.meta.glob("../../games/*/RULES.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const sources = import.meta.glob(["../../games/*/rules/**/*.ts", "../fixtures/games/*/rules/**/*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** "§4" for each "## §4 …" heading of a RULES.md, and "§4.2" for each item "2." under it. */
function sections(md: string): string[] {
  const found: string[] = [];
  let current: string | undefined;
  for (const line of md.split("\n")) {
    const heading = /^##\s+§(\d+)\b/.exec(line);
    if (heading) found.push(`§${(current = heading[1])}`);
    else if (line.startsWith("## ")) current = undefined;
    const item = /^(\d+)\.\s/.exec(line);
    if (item && current) found.push(`§${current}.${item[1]}`);
  }
  return found;
}

const texts = Object.fromEntries(
  await Promise.all(
    GAMES.map(async (g) => [g, Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await HOW_TO[g][l]()] as const)))] as const),
  ),
) as Record<(typeof GAMES)[number], Record<(typeof LANGS)[number], HowTo>>;

const words = (b: Block): string[] => (typeof b === "string" ? [b] : "steps" in b ? b.steps : "list" in b ? b.list : [b.house]);

describe.each(GAMES)("%s: how to play", (game) => {
  const md = rulesMd[`../../games/${game}/RULES.md`]!;
  const parts: readonly string[] = PARTS[game];

  it("has the parts every game has (a refusal without a section lands on one of them)", () => {
    for (const p of COMMON) expect(parts, p).toContain(p);
  });

  it.each(LANGS)("%s has every part, each with a title and words, and no other part", (lang) => {
    const h = texts[game][lang];
    expect(Object.keys(h.parts).sort()).toEqual([...parts].sort());
    expect(h.intro.length).toBeGreaterThan(20);
    for (const id of parts) {
      const part = h.parts[id]!;
      expect(part.title.trim(), `${lang} ${id}`).not.toBe("");
      expect(part.body.flatMap(words).join(" ").length, `${lang} ${id}`).toBeGreaterThan(60);
    }
  });

  it("the other languages are translated, part by part", () => {
    for (const lang of LANGS.filter((l) => l !== "en")) {
      for (const id of parts) expect(texts[game][lang].parts[id], `${lang} ${id}`).not.toEqual(texts[game].en.parts[id]);
    }
  });

  it("marks Waka's own rules as house rules, in every language", () => {
    for (const lang of LANGS) {
      const house = texts[game][lang].parts.house!.body.filter((b) => typeof b === "object" && "house" in b);
      expect(house.length, lang).toBeGreaterThan(0);
    }
  });

  it("maps every section of its RULES.md to a part of the guide", () => {
    const all = sections(md);
    expect(all.length).toBeGreaterThan(20);
    for (const s of all) expect(parts, s).toContain(partFor(game, { code: "no_such_code", rule: s }));
  });
});

describe("refusals link to the part that explains them", () => {
  // every section a game's rules cite literally, by game folder (a computed one is a RULES.md section, checked above)
  const cited = Object.entries(sources).flatMap(([path, src]) => {
    const game = /games\/([a-z-]+)\/rules\//.exec(path)?.[1];
    return TEST_GAME_IDS.includes(game as never)
      ? [...src.matchAll(/"(§\d+(?:\.\d+)?)/g)].map((m) => [game as (typeof TEST_GAME_IDS)[number], m[1]!] as const)
      : [];
  });

  it("finds the sections the rules cite", () => {
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.some(([game]) => game === "takeaway")).toBe(true);
  });

  // the fixture game too: its package gives the same parts (tests/fixtures/games/takeaway/texts/howto/parts.ts)
  it.each(TEST_GAME_IDS)("every code of %s's closed list has a part of its guide, even without a section", (game) => {
    const parts: readonly string[] = TEST_PARTS[game].parts;
    const missing = TEST_GAMES[game].codes.filter((c: string) => !parts.includes(partIn(TEST_PARTS[game], { code: c }) ?? ""));
    expect(missing, `give each new code a part in ${game}'s texts/howto/parts.ts`).toEqual([]);
    expect(Object.keys(TEST_PARTS[game].codes).filter((c) => !(TEST_GAMES[game].codes as readonly string[]).includes(c))).toEqual([]);
    expect(Object.values(TEST_PARTS[game].sections).filter((p) => !parts.includes(p))).toEqual([]);
  });

  it.each(TEST_GAME_IDS)("%s's texts have exactly its guide's parts, in every language", async (game) => {
    for (const lang of LANGS)
      expect(Object.keys((await TEST_HOW_TO[game][lang]()).parts).sort(), lang).toEqual([...TEST_PARTS[game].parts].sort());
    expect(TEST_PARTS[game].name).toBe(TEST_GAMES[game].rules.title);
  });

  it("every section a game's rules cite maps to a part of that game's guide", () => {
    for (const [game, s] of cited)
      expect(TEST_PARTS[game].parts, `${game} ${s}`).toContain(partIn(TEST_PARTS[game], { code: "no_such_code", rule: s }));
  });

  it("the product's guides are the registry's, by the games' names", () => {
    expect(Object.keys(PARTS).sort()).toEqual(Object.keys(GAME_NAMES).sort());
    expect(GAME_NAMES["tonga-bonga"]).toBe("Tonga Bonga");
  });

  it("an item's own part wins over its section's; a section the game lacks falls back to the code", () => {
    expect(partFor("tongiaki", { code: "repeated_position", rule: "§12.6" })).toBe("house");
    expect(partFor("tongiaki", { code: "looping_departure", rule: "§12.2" })).toBe("voyage");
    expect(partFor("tonga-bonga", { code: "bad_options", rule: "§9.4" })).toBe("house");
    expect(partFor("wongar", { code: "elder_reach", rule: "§7.2" })).toBe("cards");
    expect(partFor("wongar", { code: "bad_options", rule: "§99" })).toBe("options");
    expect(partFor("chess", { code: "bad_move" })).toBeNull();
    expect(partFor("takeaway", { code: "bad_move" }), "the fixture game is the tests' only").toBeNull();
    expect(partFor("tonga-bonga", { code: "no_such_ship" })).toBe("crews");
  });
});
