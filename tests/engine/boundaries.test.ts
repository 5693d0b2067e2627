import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** README, "Layout": engine/ is pure — it imports nothing outside itself, and uses no clock and no ambient randomness. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../engine");

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [p] : [];
  });

const files = sources(root);

describe("engine boundaries", () => {
  it("finds the engine sources", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [relative(root, f), f]))("%s imports only relative files inside engine/", (_name, file) => {
    const text = readFileSync(file, "utf8");
    const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]!);
    for (const spec of specifiers) {
      expect(spec.startsWith("."), `${spec} is a package`).toBe(true);
      expect(resolve(dirname(file), spec).startsWith(root), `${spec} leaves engine/`).toBe(true);
    }
  });

  it.each(files.map((f) => [relative(root, f), f]))("%s uses no clock, no Math.random, no I/O", (_name, file) => {
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const banned of [/Math\.random/, /\bDate\b/, /performance\.now/, /\bfetch\s*\(/, /\bprocess\./, /\bcrypto\./, /\bconsole\./]) {
      expect(code, `${banned}`).not.toMatch(banned);
    }
  });
});
