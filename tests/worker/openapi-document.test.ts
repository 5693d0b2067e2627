import { describe, expect, it } from "vitest";
import { BOTS } from "../../engine/bots/index.js";
import { games } from "../../engine/registry.js";
import { createApp } from "../../worker/app.js";
import { apiDocument } from "../../scripts/openapi/document.js";
import { client } from "./helpers.js";

/**
 * The Worker serves worker/openapi.json as it is (it carries no document generator): that file must be what the
 * routes' declarations generate (scripts/openapi/document.ts), or the description would drift from what the server
 * accepts, and the web app's types (web/src/api/schema.ts, generated from it) with it. `npm run api:types` rewrites both.
 */
describe("the API description", () => {
  const generated = apiDocument(createApp({ games, gameBots: Object.values(BOTS) }).declared);

  it("is what the routes' declarations generate", async () => {
    await expect(JSON.stringify(generated, null, 2) + "\n").toMatchFileSnapshot("../../worker/openapi.json");
  });

  it("is served with the server's own origin, the one field that depends on the request", async () => {
    const r = await client().get("/api/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...(generated as object), servers: [{ url: "http://waka.test" }] });
  });
});
