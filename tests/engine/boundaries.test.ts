import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * README, "Layout": the engine is pure — engine/ and each game's rules/ and bot/ (games/<game>/) import nothing but
 * engine/ and their own game's rules and bot, and use no clock and no ambient randomness.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const root = join(repo, "engine");
const games = join(repo, "games");

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [p] : [];
  });

const gameIds = readdirSync(games, { withFileTypes: true }).flatMap((e) => (e.isDirectory() && e.name !== "registry" ? [e.name] : []));
const pure = (game: string) => [join(games, game, "rules"), join(games, game, "bot")];
const files = [...sources(root), ...gameIds.flatMap((g) => pure(g).flatMap(sources))];
/** Where a file may import from: engine/, and for a game's file its own rules and bot. */
const allowed = (file: string): string[] => [root, ...gameIds.filter((g) => file.startsWith(join(games, g, ""))).flatMap(pure)];

describe("engine boundaries", () => {
  it("finds the engine sources, each game's rules and bot among them", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(gameIds.length).toBeGreaterThanOrEqual(3);
    for (const g of gameIds)
      expect(
        files.some((f) => f.startsWith(join(games, g, "rules", ""))),
        g,
      ).toBe(true);
  });

  it.each(files.map((f) => [relative(repo, f), f]))("%s imports only engine/ and its own game's rules and bot", (_name, file) => {
    const text = readFileSync(file, "utf8");
    const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map(
      (m) => m[1] ?? m[2]!,
    );
    for (const spec of specifiers) {
      expect(spec.startsWith("."), `${spec} is a package`).toBe(true);
      const to = resolve(dirname(file), spec);
      expect(
        allowed(file).some((dir) => to.startsWith(join(dir, ""))),
        `${spec} leaves the engine`,
      ).toBe(true);
    }
  });

  it.each(files.map((f) => [relative(repo, f), f]))("%s uses no clock, no Math.random, no I/O", (_name, file) => {
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const banned of [/Math\.random/, /\bDate\b/, /performance\.now/, /\bfetch\s*\(/, /\bprocess\./, /\bcrypto\./, /\bconsole\./]) {
      expect(code, `${banned}`).not.toMatch(banned);
    }
  });
});
