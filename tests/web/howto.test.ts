/// <reference types="vite/client" />
// The how-to-play (issue #31): every game has every part in every language, and every refusal an engine can answer
// links to a part that exists (by the RULES.md section it cites, else by its code).
import { describe, expect, it } from "vitest";
import { LANGS } from "../../i18n/core.js";
import { codeParts, COMMON, partFor, PARTS } from "../../web/src/howto/anchors.js";
import { HOW_TO } from "../../games/registry/web.js";
import type { Block, HowTo } from "../../web/src/howto/types.js";

const GAMES = Object.keys(PARTS) as (keyof typeof PARTS)[];
const rulesMd = import.meta.glob("../../games/*/RULES.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const sources = import.meta.glob(["../../engine/**/*.ts", "../../games/*/rules/**/*.ts"], {
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
  // every code an engine answers a refused move or option with, as tests/web/i18n-keys.test.ts finds them
  const codes = new Set(Object.values(sources).flatMap((src) => [...src.matchAll(/\b(?:err|fail)\(\s*"([a-z_]+)"/g)].map((m) => m[1]!)));
  // every section an engine cites literally, by game folder (a computed one is a RULES.md section, checked above)
  const cited = Object.entries(sources).flatMap(([path, src]) => {
    const game = /games\/([a-z-]+)\/rules\//.exec(path)?.[1];
    return GAMES.includes(game as never)
      ? [...src.matchAll(/"(§\d+(?:\.\d+)?)/g)].map((m) => [game as (typeof GAMES)[number], m[1]!] as const)
      : [];
  });

  it("finds the engines' codes and sections", () => {
    expect(codes.size).toBeGreaterThan(40);
    expect(cited.length).toBeGreaterThan(50);
  });

  it.each([...GAMES])("every code has a part of %s's guide, even without a section", (game) => {
    const missing = [...codes].filter((c) => !(PARTS[game] as readonly string[]).includes(partFor(game, { code: c }) ?? ""));
    expect(missing, "give each new code a part in web/src/howto/anchors.ts").toEqual([]);
  });

  it("no code is listed that no engine answers", () => {
    expect(Object.keys(codeParts()).filter((c) => !codes.has(c))).toEqual([]);
  });

  it("every section an engine cites maps to a part of that game's guide", () => {
    for (const [game, s] of cited)
      expect(PARTS[game] as readonly string[], `${game} ${s}`).toContain(partFor(game, { code: "no_such_code", rule: s }));
  });

  it("an item's own part wins over its section's; a section the game lacks falls back to the code", () => {
    expect(partFor("tongiaki", { code: "repeated_position", rule: "§12.6" })).toBe("house");
    expect(partFor("tongiaki", { code: "looping_departure", rule: "§12.2" })).toBe("voyage");
    expect(partFor("tonga-bonga", { code: "bad_options", rule: "§9.4" })).toBe("house");
    expect(partFor("wongar", { code: "elder_reach", rule: "§7.2" })).toBe("cards");
    expect(partFor("wongar", { code: "bad_options", rule: "§99" })).toBe("options");
    expect(partFor("chess", { code: "bad_move" })).toBeNull();
  });
});
