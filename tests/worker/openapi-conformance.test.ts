/**
 * The conformance check every worker test's exchanges go through (tests/openapi/conformance.ts, wired in
 * tests/worker/helpers.ts): it must be able to fail. Against a description made wrong on purpose, exchanges the real
 * server answers are violations; against the served one (worker/openapi.json) the same exchanges are not.
 */
import { describe, expect, it } from "vitest";
import served from "../../worker/openapi.json";
import { Conformance, type Exchange } from "../openapi/conformance.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client } from "./helpers.js";

const api = client([takeaway]);
const copy = () => JSON.parse(JSON.stringify(served));

/** A real exchange with the app, as the check is given it. */
async function exchange(method: string, path: string, body?: unknown, secret?: string): Promise<Exchange> {
  const requestHeaders = new Headers(body === undefined ? {} : { "content-type": "application/json" });
  if (secret) requestHeaders.set("authorization", `Bearer ${secret}`);
  const requestBody = body === undefined ? undefined : JSON.stringify(body);
  const init = { method, headers: requestHeaders, ...(requestBody !== undefined && { body: requestBody }) };
  const res = await api.app!.request(`http://waka.test${path}`, init, { ...(await import("cloudflare:workers")).env });
  return {
    method,
    url: path,
    requestHeaders,
    requestBody,
    status: res.status,
    responseHeaders: res.headers,
    responseBody: await res.text(),
  };
}

const create = () => exchange("POST", "/api/matches", { game: "takeaway", seats: [{ name: "Ana Lucía" }, { name: "Bo 🐢" }] });

describe("the API description check", () => {
  it("passes what the served description describes: a created match and the match read back", async () => {
    const check = new Conformance(served);
    const created = await create();
    expect(check.check(created)).toEqual({ operation: "POST /api/matches", violations: [] });
    const id = JSON.parse(created.responseBody!).id;
    expect(check.check(await exchange("GET", `/api/matches/${id}`)).violations).toEqual([]);
  });

  it("fails names the server accepts when the description's pattern ends in a JavaScript flag (the old `…$/u`)", async () => {
    const wrong = copy();
    const name = wrong.components.schemas.SeatSpec.anyOf[0].properties.name;
    name.pattern = `${name.pattern}/u`;
    const found = new Conformance(wrong).check(await create()).violations;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((v) => v.kind === "request" && v.operation === "POST /api/matches" && v.status === 201)).toBe(true);
    expect(found[0]!.message).toMatch(/accepted by the server, refused by the description: body\/seats\/0/);
  });

  it("fails an answer whose body breaks its schema", async () => {
    const wrong = copy();
    wrong.components.schemas.CreatedMatch.required.push("nothing-like-this");
    const found = new Conformance(wrong).check(await create()).violations;
    expect(found).toEqual([
      expect.objectContaining({ kind: "response", status: 201, message: expect.stringMatching(/nothing-like-this/) }),
    ]);
  });

  it("fails a status the route does not list, and a route the description does not have", async () => {
    const wrong = copy();
    delete wrong.paths["/api/matches/{id}"].get.responses["404"];
    delete wrong.paths["/api/games"];
    const check = new Conformance(wrong);
    const missing = check.check(await exchange("GET", "/api/matches/nope-nope-nope"));
    expect(missing.violations).toEqual([
      expect.objectContaining({ kind: "response", status: 404, message: expect.stringMatching(/status 404 is not listed/) }),
    ]);
    const games = check.check(await exchange("GET", "/api/games"));
    expect(games.violations).toEqual([
      expect.objectContaining({ kind: "response", status: 200, message: expect.stringMatching(/has no GET \/api\/games/) }),
    ]);
  });

  it("does not count a malformed request the server refuses, and checks the refusal's own shape", async () => {
    const check = new Conformance(served);
    const refused = await exchange("POST", "/api/matches", { game: "takeaway", seats: "two" });
    expect(refused.status).toBe(400);
    expect(check.check(refused).violations).toEqual([]);
    const malformedId = await exchange("GET", "/api/matches/nope");
    expect(malformedId.status).toBe(404);
    expect(check.check(malformedId).violations).toEqual([]);
    const wrong = copy();
    wrong.components.schemas.Error.properties.error.required.push("hint");
    expect(new Conformance(wrong).check(refused).violations).toEqual([expect.objectContaining({ kind: "response", status: 400 })]);
  });
});
