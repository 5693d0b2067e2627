/**
 * Issue #13 item 6: an unsubscribe link's GET (which link scanners and prefetchers follow) only shows a page with
 * a button; its POST — and the RFC 8058 one-click POST — unsubscribes. E-mails carry List-Unsubscribe and
 * List-Unsubscribe-Post. The page's style works under its CSP (its stylesheet allowed by hash, no inline style attribute).
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverOutbox } from "../../delivery/deliver.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, confirmAndAccept, d1Of, notifyDepsFor, type BothEnv } from "./helpers.js";

const api = client([takeaway]);
const prodEnv: BothEnv = {
  ...(env as unknown as BothEnv),
  MAILBOX: undefined,
  NOTIFY_QUEUE: undefined,
  EMAIL_API_URL: "https://mail.example.net/emails",
  EMAIL_API_KEY: "k",
  EMAIL_FROM: "Waka <waka@example.net>",
};

afterEach(() => vi.restoreAllMocks());

/** A match whose first notice (to Ana) went out through the e-mail API; returns the sent body. */
async function mailed() {
  await confirmAndAccept("ana@example.org");
  const m = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana", email: "ana@example.org" }, { name: "Bo" }] });
  expect(m.status, m.text).toBe(201);
  const row = await d1Of(m.body.id)
    .prepare("SELECT id FROM outbox WHERE match_id = ? AND channel = 'email' AND kind = 'your_turn'")
    .bind(m.body.id)
    .first<{ id: number }>();
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "x" }));
  expect(await deliverOutbox(notifyDepsFor(m.body.id, { games: [takeaway], env: prodEnv, now: Date.now }), row!.id)).toEqual({
    status: "sent",
  });
  const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
  fetchSpy.mockRestore();
  return { id: m.body.id as string, secret: m.body.seats[0].secret as string, body };
}
const email = async (id: string) =>
  (await d1Of(id).prepare("SELECT email FROM seats WHERE match_id = ? AND seat = 0").bind(id).first<{ email: string | null }>())!.email;
const pathOf = (header: string) => {
  const u = new URL(header.replace(/^<|>$/g, ""));
  return u.pathname + u.search;
};

describe("unsubscribe links", () => {
  it("e-mails carry List-Unsubscribe (one-click) and a link to stop all e-mail from Waka", async () => {
    const { body } = await mailed();
    expect(body.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/waka\.test\/api\/matches\/[\w-]+\/seats\/0\/unsubscribe\?t=[\w-]+>$/);
    expect(body.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(body.text).toMatch(/Stop all e-mail from Waka: http:\/\/waka\.test\/api\/email\/[0-9a-f]{64}\/unsubscribe\?t=/);
  });

  it("GET shows a page with a button and changes nothing; the page's style is allowed by its CSP", async () => {
    const { id, body } = await mailed();
    const page = await api.get(pathOf(body.headers["List-Unsubscribe"]));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await email(id)).toBe("ana@example.org");
    expect(page.text).toMatch(
      /<form method="post" action="\?t=[\w-]+"><button type="submit">Stop e-mails for this match<\/button><\/form>/,
    );
    expect(page.text).toContain("Stop all e-mail from Waka");
    const csp = page.headers.get("content-security-policy")!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)?.[1];
    expect(style, page.text).toBeTruthy();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(style!)));
    expect(csp).toContain(`style-src 'sha256-${btoa(String.fromCharCode(...digest))}'`);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(page.text).not.toMatch(/\sstyle="/); // an inline style attribute would need 'unsafe-hashes'
  });

  // the main Worker names the page's words; the delivery Worker, which holds them in four languages, renders it
  it("the page is rendered by the delivery Worker in the seat's language; without it, 503 and nothing changes", async () => {
    const { id, body } = await mailed();
    const path = pathOf(body.headers["List-Unsubscribe"]);
    // the seat's language (English here) comes before the browser's
    const page = await api.call("GET", path, { headers: { "accept-language": "fr-CH, en;q=0.5" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(`Waka e-mails this address when it is your turn in match ${id}.`);
    const without = client([takeaway], {}, { DELIVERY: undefined });
    const r = await without.get(path);
    expect(r.status).toBe(503);
    expect(r.body.error.code).toBe("pages_unavailable");
    const post = await without.call("POST", path, {
      raw: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(503);
    expect(await email(id)).toBe("ana@example.org");
  });

  it("the RFC 8058 one-click POST unsubscribes the seat; a wrong token is refused", async () => {
    const { id, body } = await mailed();
    const path = pathOf(body.headers["List-Unsubscribe"]);
    const oneClick = { raw: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } };
    expect((await api.call("POST", path.replace(/t=[\w-]+/, `t=${"x".repeat(43)}`), oneClick)).status).toBe(403);
    expect((await api.get(path.replace(/t=[\w-]+/, `t=${"x".repeat(43)}`))).status).toBe(403);
    expect(await email(id)).toBe("ana@example.org");
    const r = await api.call("POST", path, oneClick);
    expect(r.status).toBe(200);
    expect(await email(id)).toBeNull();
  });

  it("a token mailed to one address does not unsubscribe the address the seat uses now (issue #28 item 6)", async () => {
    const { id, secret, body } = await mailed();
    const path = pathOf(body.headers["List-Unsubscribe"]);
    const put = await api.call("PUT", `/api/matches/${id}/seats/me/notifications`, { secret, body: { email: "cy@example.org" } });
    expect(put.status, put.text).toBe(200);
    const oneClick = { raw: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } };
    const r = await api.call("POST", path, oneClick);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("bad_token");
    expect((await api.get(path)).status).toBe(403);
    expect(await email(id)).toBe("cy@example.org");
  });

  it("the page's own button (an empty form POST) unsubscribes too", async () => {
    const { id, body } = await mailed();
    const path = pathOf(body.headers["List-Unsubscribe"]);
    const page = await api.get(path);
    const action = /action="(\?t=[\w-]+)"/.exec(page.text)![1]!;
    const r = await api.call("POST", path.split("?")[0] + action, {
      raw: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(r.status).toBe(200);
    expect(r.text).toContain("E-mail notices for this seat are off");
    expect(await email(id)).toBeNull();
  });
});
