import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { repositoryEdges } from "../imports/graph.js";

// The Worker validates with zod/mini and serves a document written beforehand (README "Size and startup"): the
// libraries that generate the document, and classic zod, which they need whole, must stay out of what it bundles.
// And wrangler.toml must not swap modules for the bundle (an `alias`), which the vitest pool would not do: the code
// the tests run is then the code that is deployed.
const root = fileURLToPath(new URL("../..", import.meta.url));
const BUILD_TIME_ONLY = ["zod", "@hono/zod-openapi", "@asteasolutions/zod-to-openapi"];

/** Every file of ours the Worker bundle evaluates: reached from worker/index.ts by imports that carry code. */
function bundled(): string[] {
  const edges = repositoryEdges(root, ["worker", "engine", "games", "checks", "i18n", "db"]).filter((e) => !e.typeOnly);
  const seen = new Set(["worker/index.ts"]);
  for (const file of seen) for (const e of edges) if (e.from === file) seen.add(e.to);
  return [...seen];
}

/** The packages a file imports code from (type-only imports left out). */
const packagesOf = (text: string) =>
  [...text.matchAll(/^[ \t]*(?:import|export)\s+(?!type\s)[^;"']*?["']([^."'][^"']*)["']/gm)].map((m) => m[1]!);

describe("the Worker bundle", () => {
  it("carries no OpenAPI generator and no classic zod", () => {
    const files = bundled();
    expect(files).toContain("worker/schemas.ts");
    const offending = files.flatMap((f) =>
      packagesOf(readFileSync(`${root}/${f}`, "utf8"))
        .filter((p) => BUILD_TIME_ONLY.some((b) => p === b || p.startsWith(`${b}/`)) && !p.startsWith("zod/mini") && !p.startsWith("zod/v4/locales/"))
        .map((p) => `${f} imports ${p}`),
    );
    expect(offending).toEqual([]);
  });

  it("leaves rendering and sending to the delivery Worker: no message texts, no channel code", () => {
    const files = bundled();
    expect(files).toContain("worker/notify/dispatch.ts");
    const delivery = ["worker/notify/render.ts", "worker/notify/voice.ts", "worker/notify/mylinks-render.ts", "worker/notify/channels.ts", "worker/notify/deliver.ts"];
    expect(files).toContain("games/index.ts");
    expect(files.filter((f) => f.startsWith("i18n/") && f !== "i18n/core.ts")).toEqual([]);
    expect(files.filter((f) => f.startsWith("games/registry/") || f.startsWith("web/"))).toEqual([]);
    expect(files.filter((f) => delivery.includes(f))).toEqual([]);
    expect(files.flatMap((f) => packagesOf(readFileSync(`${root}/${f}`, "utf8")).filter((p) => p.startsWith("@block65/")))).toEqual([]);
  });

  it("is built from the modules the tests run (no alias in wrangler.toml)", () => {
    expect(readFileSync(`${root}/wrangler.toml`, "utf8")).not.toMatch(/^\s*(?:\[alias\]|alias\s*=)/m);
  });
});
