import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../../games/index.js";
import { TEST_GAME_IDS } from "../fixtures/games/index.js";
import { resolveSpecifier, specifiersOf } from "../imports/graph.js";

/**
 * What README "Adding a game" asks of a game's package, for every game of the tests' table (the product's and the
 * fixture game): its rules import no package (they run in every Worker and the browser: pure code over JSON, the
 * engine's readers for untrusted input), and its board loads the rules only on demand (`ui.engine()`, an
 * `import()`), so that the rules stay out of the board's chunk.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const folderOf = (id: string) =>
  (GAME_IDS as readonly string[]).includes(id) ? join(root, "games", id) : join(root, "tests/fixtures/games", id);
const rel = (p: string) => relative(root, p).split(sep).join("/");

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      )
    : [];

/** The modules a file names in its import and export statements, packages included (no `import()`). */
const staticSpecifiers = (text: string) =>
  [...text.matchAll(/^[ \t]*(?:import|export)\b([^;"'`]*?)(?:\bfrom\s*)?["']([^"']+)["']/gm)]
    .filter((m) => !/^\s*(?:const|let|function|class|async|default|interface|type\s+\w+\s*=)/.test(m[1]!))
    .map((m) => ({ spec: m[2]!, typeOnly: /^\s*type\b/.test(m[1]!) || /^\s*\{\s*(?:type\s[^,}]*,?\s*)+\}\s*$/.test(m[1]!) }));

/** The files a board's chunk evaluates: reached from `entry` by imports that carry code, not by `import()`. */
function chunkOf(entry: string): string[] {
  const seen = new Set([entry]);
  for (const file of seen) {
    // `import("…")` is a chunk of its own: strip it before reading the static imports
    const text = readFileSync(file, "utf8").replace(/\bimport\s*\(/g, "load(");
    for (const { spec, typeOnly } of specifiersOf(text)) {
      const to = typeOnly ? null : resolveSpecifier(file, spec);
      if (to) seen.add(to);
    }
  }
  return [...seen].map(rel);
}

describe.each(TEST_GAME_IDS)("the package of %s", (id) => {
  const dir = folderOf(id);

  it("has rules that import no package", () => {
    const files = filesUnder(join(dir, "rules"));
    expect(files.length).toBeGreaterThan(0);
    const packages = files.flatMap((f) =>
      staticSpecifiers(readFileSync(f, "utf8"))
        .filter((s) => !s.spec.startsWith("."))
        .map((s) => `${rel(f)} → ${s.spec}`),
    );
    expect(packages).toEqual([]);
  });

  it("has a board that loads its rules on demand only", () => {
    const entry = ["index.ts", "index.tsx"].map((f) => join(dir, "board", f)).find(existsSync);
    expect(entry, "a board/index.ts(x)").toBeDefined();
    const rules = rel(join(dir, "rules", "index.ts"));
    expect(chunkOf(entry!)).not.toContain(rules);
  });
});

describe("the board chunk reader", () => {
  it("follows static imports and leaves import() and type imports out", () => {
    const board = join(root, "games/tongiaki/board/index.ts");
    const chunk = chunkOf(board);
    expect(chunk).toContain("games/tongiaki/board/Board.tsx");
    expect(chunk).not.toContain("games/tongiaki/rules/index.ts");
    expect(readFileSync(board, "utf8")).toMatch(/import\("\.\.\/rules\/index\.js"\)/); // it is there, lazily
  });
});
