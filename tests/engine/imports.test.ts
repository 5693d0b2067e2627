import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findLoops, LAYERS, layerViolations, repositoryEdges, specifiersOf, type Edge } from "../imports/graph.js";

/** The import graph of the whole tree (README, "Layout"): no loop anywhere, and no import against the layer table. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const edges = repositoryEdges(root, Object.keys(LAYERS));

describe("the import graph", () => {
  it("is read from every layer", () => {
    for (const layer of ["engine", "db", "worker", "web", "bench", "scripts", "tests"]) {
      expect(
        edges.some((e) => e.from.startsWith(`${layer}/`)),
        layer,
      ).toBe(true);
    }
  });

  it("has no import loop", () => {
    expect(findLoops(edges)).toEqual([]);
  });

  it("imports only downwards (engine ← db ← worker; engine ← web; nothing imports tests, bench or scripts)", () => {
    expect(layerViolations(edges, LAYERS)).toEqual([]);
  });

  it("lets no message renderer reach storage: gathered first (delivery/gather.ts), rendered by pure functions", () => {
    const renderers = [...new Set(edges.map((e) => e.from))].filter((f) => /^delivery\/[^/]*render[^/]*\.ts$/.test(f));
    expect(renderers).toEqual(expect.arrayContaining(["delivery/render.ts", "delivery/invite-render.ts", "delivery/mylinks-render.ts"]));
    // every file a renderer's code loads, followed to the end (a type-only import loads nothing)
    const reached = new Set<string>(renderers);
    for (const file of reached) for (const e of edges) if (e.from === file && !e.typeOnly) reached.add(e.to);
    expect([...reached].filter((f) => f.startsWith("db/"))).toEqual([]);
  });
});

describe("the checker", () => {
  const edge = (from: string, to: string, typeOnly = false): Edge => ({ from, to, typeOnly });

  it("finds a loop of three files and a file importing itself, and no loop in a diamond", () => {
    const loops = findLoops([edge("a/x.ts", "a/y.ts"), edge("a/y.ts", "a/z.ts"), edge("a/z.ts", "a/x.ts"), edge("b/s.ts", "b/s.ts")]);
    expect(loops).toEqual(expect.arrayContaining([["a/x.ts", "a/y.ts", "a/z.ts"], ["b/s.ts"]]));
    expect(loops).toHaveLength(2);
    expect(findLoops([edge("d/a.ts", "d/b.ts"), edge("d/a.ts", "d/c.ts"), edge("d/b.ts", "d/e.ts"), edge("d/c.ts", "d/e.ts")])).toEqual([]);
  });

  it("finds an upward import, and lets a type-only import through only where the table says so", () => {
    expect(layerViolations([edge("engine/a.ts", "worker/b.ts")], LAYERS)).toHaveLength(1);
    expect(layerViolations([edge("worker/a.ts", "tests/b.ts")], LAYERS)).toHaveLength(1);
    expect(layerViolations([edge("web/a.ts", "worker/b.ts")], LAYERS)).toHaveLength(1);
    expect(layerViolations([edge("web/a.ts", "worker/b.ts", true)], LAYERS)).toEqual([]);
    expect(layerViolations([edge("db/a.ts", "worker/b.ts", true)], LAYERS)).toHaveLength(1);
    expect(layerViolations([edge("worker/a.ts", "engine/b.ts"), edge("worker/a.ts", "worker/c.ts")], LAYERS)).toEqual([]);
  });

  it("reads every kind of specifier, and which are type-only", () => {
    const text = [
      `import { a } from "./a.js";`,
      `import type { B } from "./b.js";`,
      `import { type C } from "./c.js";`,
      `export { d } from "./d.js";`,
      `export type { E } from "./e.js";`,
      `import "./f.js";`,
      `const g = () => import("./g.js");`,
      `let h: import("./h.js").H;`,
      `import x from "hono";`,
      `import D, { type I } from "./i.js";`,
      `export const j = "./j.js";`,
      `// import { z } from "./commented.js";`,
    ].join("\n");
    expect(specifiersOf(text)).toEqual([
      { spec: "./a.js", typeOnly: false },
      { spec: "./b.js", typeOnly: true },
      { spec: "./c.js", typeOnly: true },
      { spec: "./d.js", typeOnly: false },
      { spec: "./e.js", typeOnly: true },
      { spec: "./f.js", typeOnly: false },
      { spec: "./g.js", typeOnly: false },
      { spec: "./h.js", typeOnly: true },
      { spec: "./i.js", typeOnly: false },
    ]);
  });
});
