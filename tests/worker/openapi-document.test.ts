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
});
