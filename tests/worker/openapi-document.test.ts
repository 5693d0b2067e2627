import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { servedDocument } from "../../scripts/openapi/served.js";
import { client } from "./helpers.js";

/**
 * worker/openapi.json is served as it is, a static file of the web build (vite.config.ts; wrangler.toml leaves
 * /api/openapi.json to the asset server; tests/e2e/site.spec.ts fetches it there): that file must be what the
 * routes' declarations generate (scripts/openapi/document.ts), or the description would drift from what the server
 * accepts, and the web app's types (web/src/api-types.ts, generated from it) with it. `npm run api:types` rewrites both.
 */
describe("the API description", () => {
  it("is what the routes' declarations generate", async () => {
    await expect(servedDocument()).toMatchFileSnapshot("../../worker/openapi.json");
  });

  it("is not the Worker's: /api/openapi.json is a static file of the build, which the Worker never sees", async () => {
    const r = await client(games).get("/api/openapi.json"); // the app alone, without the asset server in front
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("not_found");
  });

  it("gives only examples a client can send: every header example is printable ASCII (issue #39)", async () => {
    const doc = JSON.parse(await servedDocument());
    const headers: string[] = [];
    for (const ops of Object.values<Record<string, any>>(doc.paths))
      for (const op of Object.values<any>(ops))
        for (const p of op.parameters ?? []) {
          const example = p.example ?? p.schema?.example;
          if (p.in === "header" && example !== undefined) headers.push(String(example));
        }
    expect(headers.length).toBeGreaterThan(0);
    for (const h of headers) expect(h).toMatch(/^[\x20-\x7e]*$/);
    expect(headers.filter((h) => h.startsWith("Bearer ")).every((h) => /^Bearer [A-Za-z0-9_-]{16,128}$/.test(h))).toBe(true);
  });
});
