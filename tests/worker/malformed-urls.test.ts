/**
 * Issue #39 item 1 and the method half of item 5: no URL a client can send gets a 5xx. A path whose percent-encoding
 * is malformed, that holds a control character or is overlong names nothing: 404 `not_found`, like an id of no match,
 * on every match route and method. A method a routed path does not answer is 405 with `Allow`.
 */
import { describe, expect, it } from "vitest";
import { client } from "./helpers.js";
import { MAX_PATH_BYTES } from "../../worker/paths.js";

const api = client();

const BAD_IDS = ["%FF%FE", "%E0%A4%A", "abc%ZZ", "abc%", "%C0%AF", "%ED%A0%80", "a%00b", "a%0Ab", "a%7Fb"];
const SUFFIXES = ["", "/log", "/record", "/at/1", "/moves", "/join", "/seats/me/vacation", "/seats/me/notifications", "/invitations"];
const METHODS = ["GET", "HEAD", "POST", "PUT"];

describe("malformed URLs", () => {
  it("a malformed percent-encoding or a control character in a match route is a 404 not_found, on every method", async () => {
    for (const id of BAD_IDS)
      for (const suffix of SUFFIXES)
        for (const method of METHODS) {
          const r = await api.call(method, `/api/matches/${id}${suffix}`, method === "POST" || method === "PUT" ? { body: {} } : {});
          expect([method, id, suffix, r.status]).toEqual([method, id, suffix, 404]);
          if (method !== "HEAD") expect(r.body.error.code).toBe("not_found");
        }
  });

  it("elsewhere too: a lobby, a game, an address link, the bare prefix", async () => {
    for (const path of ["/api/%FF", "/api/games/%E0%A4%A", "/api/email/%ZZ/confirm", "/api/matches/%FF/seats/%FE/invitation", "/%FF"]) {
      const r = await api.get(path);
      expect([path, r.status]).toEqual([path, 404]);
      expect(r.body.error.code).toBe("not_found");
    }
  });

  it(`an overlong path (over ${MAX_PATH_BYTES} bytes) is a 404, read or write`, async () => {
    for (const method of ["GET", "POST"]) {
      const r = await api.call(method, `/api/matches/${"a".repeat(MAX_PATH_BYTES + 1)}/moves`, method === "POST" ? { body: {} } : {});
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("not_found");
    }
  });
});

describe("methods a path does not answer", () => {
  it("are 405 with Allow and a JSON error", async () => {
    const cases: [string, string, string][] = [
      ["TRACE", "/api/games", "GET, HEAD"],
      ["DELETE", "/api/games", "GET, HEAD"],
      ["PATCH", "/api/matches", "POST"],
      ["DELETE", "/api/matches/k3Jx9_aQ2mZp", "GET, HEAD"],
      ["PUT", "/api/matches/k3Jx9_aQ2mZp/moves", "POST"],
    ];
    for (const [method, path, allow] of cases) {
      const r = await api.call(method, path);
      expect([method, path, r.status]).toEqual([method, path, 405]);
      expect(r.headers.get("allow")).toBe(allow);
      expect(r.body.error.code).toBe("method_not_allowed");
    }
  });

  it("a path no route answers stays a 404; an answered method is not refused", async () => {
    expect((await api.call("TRACE", "/api/nothing-here")).status).toBe(404);
    expect((await api.get("/api/games")).status).toBe(200);
    expect((await api.call("HEAD", "/api/games")).status).toBe(200);
  });
});
