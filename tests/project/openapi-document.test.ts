import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildWorker } from "../../bench/bundle.js";

/**
 * worker/openapi.json is served as it is, a static file of the web build (vite.config.ts; wrangler.toml leaves
 * /api/openapi.json to the asset server; tests/e2e/site.spec.ts fetches it there): that file must be what the
 * routes' declarations generate (scripts/openapi/document.ts), or the description would drift from what the server
 * accepts, and the web app's types (web/src/api-types.ts, generated from it) with it. `npm run api:types` rewrites both.
 * The declarations' words are in the document and only there: the Worker's bundle leaves them out (API_WORDS,
 * worker/openapi-meta.ts), so the document is generated in node, where they are kept.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const document = () => JSON.parse(readFileSync(join(root, "worker/openapi.json"), "utf8"));

describe("the API description", () => {
  it("is what the routes' declarations generate, with their words", () => {
    const r = spawnSync(process.execPath, ["scripts/openapi/write.mjs", "--check"], { cwd: root, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(document().paths["/api/matches"].post.summary).toBe("Create a match");
  }, 60_000);

  it("gives only examples a client can send: every header example is printable ASCII (issue #39)", () => {
    const headers: string[] = [];
    for (const ops of Object.values<Record<string, any>>(document().paths))
      for (const op of Object.values<any>(ops))
        for (const p of op.parameters ?? []) {
          const example = p.example ?? p.schema?.example;
          if (p.in === "header" && example !== undefined) headers.push(String(example));
        }
    expect(headers.length).toBeGreaterThan(0);
    for (const h of headers) expect(h).toMatch(/^[\x20-\x7e]*$/);
    expect(headers.filter((h) => h.startsWith("Bearer ")).every((h) => /^Bearer [A-Za-z0-9_-]{16,128}$/.test(h))).toBe(true);
  });

  it("is not in the Worker's bundle, words included: wrangler.toml's [define] leaves them out", () => {
    const dir = mkdtempSync(join(tmpdir(), "waka-words-"));
    try {
      const bundle = readFileSync(buildWorker("wrangler.toml", dir).module, "utf8");
      const doc = document();
      const words = [
        doc.paths["/api/matches"].post.summary,
        doc.paths["/api/matches/{id}"].get.description,
        doc.components.schemas.Player.properties.deadline.description,
      ];
      expect(words.every((w) => typeof w === "string" && w.length > 10)).toBe(true);
      for (const w of words) expect(bundle).not.toContain(w);
      expect(bundle).toContain("/api/matches");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
