import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { client } from "./helpers.js";

/**
 * worker/openapi.json is a static file of the web build (vite.config.ts; wrangler.toml leaves /api/openapi.json to the
 * asset server): tests/project/openapi-document.test.ts holds it to the routes' declarations, in node.
 */
describe("the API description", () => {
  it("is not the Worker's: /api/openapi.json is a static file of the build, which the Worker never sees", async () => {
    const r = await client(games).get("/api/openapi.json"); // the app alone, without the asset server in front
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("not_found");
  });
});
