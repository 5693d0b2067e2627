import { describe, expect, it } from "vitest";
import { client } from "./helpers.js";

/**
 * The web app's types (web/src/api/schema.ts) are generated from web/src/api/openapi.json: that file must be the
 * document this server serves, or the app would be typed against an API that no longer exists.
 * `npm run api:types` refreshes both.
 */
describe("the committed API description", () => {
  it("is the one the server serves", async () => {
    const r = await client().get("/api/openapi.json");
    expect(r.status).toBe(200);
    // the server's own origin is the one field that depends on the request
    const doc = { ...r.body, servers: [{ url: "/" }] };
    await expect(JSON.stringify(doc, null, 2) + "\n").toMatchFileSnapshot("../../web/src/api/openapi.json");
  });
});
