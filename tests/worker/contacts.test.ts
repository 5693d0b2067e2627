import { describe, expect, it } from "vitest";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, d1Of } from "./helpers.js";

const api = client([takeaway]);
const seatRow = (id: string, seat: number) =>
  d1Of(id).prepare("SELECT email, webhook FROM seats WHERE match_id = ? AND seat = ?").bind(id, seat).first<any>();
const create = (seat0: Record<string, unknown>) =>
  api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana", ...seat0 }, { open: true }] });

describe("contacts", () => {
  it("an address starting with http is an e-mail address, in the old `contact` field too", async () => {
    const a = await create({ contact: "http.fan@example.org" });
    expect(a.status, a.text).toBe(201);
    expect(await seatRow(a.body.id, 0)).toEqual({ email: "http.fan@example.org", webhook: null });
    const b = await create({ contact: "https-lover@example.org" });
    expect(await seatRow(b.body.id, 0)).toMatchObject({ email: "https-lover@example.org", webhook: null });
    const c = await create({ contact: "https://example.org/waka-hook" });
    expect(await seatRow(c.body.id, 0)).toMatchObject({ email: null, webhook: "https://example.org/waka-hook" });
  });

  it("takes `email` and `webhook` as separate fields at creation and at join", async () => {
    const m = await create({ email: "ana@example.org", webhook: "https://hooks.slack.com/services/T/B/x" });
    expect(m.status, m.text).toBe(201);
    expect(await seatRow(m.body.id, 0)).toEqual({ email: "ana@example.org", webhook: "https://hooks.slack.com/services/T/B/x" });
    const j = await api.post(`/api/matches/${m.body.id}/join`, {
      invite: m.body.invite.token,
      name: "Bo",
      email: "http.bo@example.org",
      webhook: "https://discord.com/api/webhooks/1/x",
    });
    expect(j.status, j.text).toBe(201);
    expect(await seatRow(m.body.id, 1)).toMatchObject({ email: "http.bo@example.org", webhook: "https://discord.com/api/webhooks/1/x" });
    const mine = await api.get(`/api/matches/${m.body.id}/seats/me/notifications`, { secret: j.body.secret });
    expect(mine.body).toMatchObject({ email: "http.bo@example.org", webhook: "https://discord.com/api/webhooks/1/x" });
  });

  it("refuses with 400 what is neither a valid address nor a valid webhook URL", async () => {
    for (const contact of [
      "not an address",
      "http://example.org/hook",
      "https://127.0.0.1/hook",
      "httpsexample.org",
      "ana@localhost",
      "ana@example",
      "ana @example.org",
      "ana@exa mple.org",
      "<ana@example.org>",
      "ana@example.org\nBcc: x@example.org",
      "javascript:alert(1)",
    ]) {
      const r = await create({ contact });
      expect(r.status, contact).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
    }
    expect((await create({ email: "https://example.org/hook" })).status).toBe(400);
    expect((await create({ webhook: "ana@example.org" })).status).toBe(400);
    expect((await create({ contact: "ana@example.org", email: "ana@example.org" })).status).toBe(400);
  });
});
