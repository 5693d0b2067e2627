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
      // every summary and description of the document, as a whole string literal of the bundle (a runtime message may
      // begin with the same words: "Too many writes from this address; retry in…")
      const words = new Set<string>();
      const collect = (node: unknown): void => {
        if (Array.isArray(node)) for (const x of node) collect(x);
        else if (node && typeof node === "object")
          for (const [k, v] of Object.entries(node)) {
            if ((k === "summary" || k === "description") && typeof v === "string") words.add(v);
            else collect(v);
          }
      };
      collect(document());
      expect(words.size).toBeGreaterThan(150);
      const literal = (w: string) => {
        const body = JSON.stringify(w).slice(1, -1);
        return [`"${body}"`, `'${body}'`, `\`${body}\``].some((q) => bundle.includes(q));
      };
      const left = [...words].filter((w) => w.length > 12 && literal(w));
      expect(left).toEqual([]);
      expect(bundle).toContain("/api/matches");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
