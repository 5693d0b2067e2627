import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../../games/index.js";

/**
 * docs/ARCHITECTURE.md, "From a rule to its code": every rule in the code cites its game's RULES.md section, so one
 * search (`grep -rn "§12.8\b" games/tongiaki/rules tests/engine/tongiaki`) finds the code and tests of a rule, and the
 * board in games/<game>/board that shows it. That holds only if each citation names an existing section, names
 * it whole (no ranges such as "§12.6–§12.8", which a search for §12.7 misses), and every "Ruling N" cited is stated
 * in that RULES.md.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const walk = (path: string): string[] => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => walk(join(path, name)));
};

/** "§4" for each "## §4 …" heading and "§4.2" for each item "2." under it. */
function sections(rules: string): Set<string> {
  const found = new Set<string>();
  let current: string | undefined;
  for (const line of rules.split("\n")) {
    const heading = /^##\s+§(\d+)\b/.exec(line);
    if (heading) {
      current = heading[1];
      found.add(`§${current}`);
    } else if (line.startsWith("## ")) current = undefined;
    const item = /^(\d+)\.\s/.exec(line);
    if (item && current) found.add(`§${current}.${item[1]}`);
  }
  return found;
}

// every game of the table: a game whose RULES.md or sources are missing fails here, it is never passed over
describe.each(GAME_IDS)("%s: citations of RULES.md", (game) => {
  const rules = readFileSync(join(root, "games", game, "RULES.md"), "utf8");
  const known = sections(rules);
  const files = [join("games", game), join("tests", "engine", game), join("tests", "engine", "bots", `${game}.test.ts`)]
    .flatMap((p) => walk(join(root, p)))
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => [relative(root, f), readFileSync(f, "utf8")] as const);
  const ruled = new Set([...rules.matchAll(/\*\*Ruling (\d+)\*\*/g)].map((m) => Number(m[1])));
  const listed = new Set([...rules.matchAll(/^\| Ruling (\d+) \| (§[^|]+)\|/gm)].map((m) => Number(m[1])));

  it("finds the game's sources and sections", () => {
    expect(files.length).toBeGreaterThan(5);
    expect(known.size).toBeGreaterThan(20);
  });

  it.each(files)("%s cites existing sections, each one whole", (_name, text) => {
    expect(text.match(/§\d+(?:\.\d+)?\s*[–-]\s*§?\d+/g) ?? [], "a range of sections: write each one").toEqual([]);
    const cited = [...new Set(text.match(/§\d+(?:\.\d+)?/g) ?? [])];
    expect(
      cited.filter((s) => !known.has(s)),
      "sections RULES.md does not have",
    ).toEqual([]);
    const rulings = [...new Set([...text.matchAll(/Ruling (\d+)/g)].map((m) => Number(m[1])))];
    expect(
      rulings.filter((n) => !ruled.has(n) || !listed.has(n)),
      "rulings not stated and listed in RULES.md",
    ).toEqual([]);
  });

  it("lists every ruling it states under Rulings, and states every ruling it lists", () => {
    expect([...listed].sort((a, b) => a - b)).toEqual([...ruled].sort((a, b) => a - b));
  });
});

describe("documents a clone has", () => {
  // the names are split so that this file does not match its own search
  const outside = [
    ["DESIGN", ".md"],
    ["RULINGS", ".md"],
    ["../", "shared/"],
  ].map((parts) => parts.join(""));
  const files = ["engine", "games", "worker", "web/src", "db", "tests", "bench", "scripts", "docs", "README.md"]
    .flatMap((p) => walk(join(root, p)))
    .filter((f) => /\.(tsx?|mjs|md|sql)$/.test(f));

  it("no file of engine, games, worker, web, db, tests, bench, scripts, docs or the README cites one outside the repository", () => {
    expect(files.length).toBeGreaterThan(50);
    const citing = files.filter((f) => outside.some((name) => readFileSync(f, "utf8").includes(name))).map((f) => relative(root, f));
    expect(citing).toEqual([]);
  });
});
