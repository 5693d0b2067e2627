/**
 * Issue #43: how a reply is read (delivery/inbound/read.ts): the lines a player wrote above the quoted notice, in the
 * four languages' mail clients; what a robot sent; the receiving server's DMARC/DKIM verdict, never a forged one.
 */
import { describe, expect, it } from "vitest";
import { authenticated, automatic, firstLines, htmlText, readReply } from "../../delivery/inbound/read.js";

const h = (o: Record<string, string>) => Object.entries(o).map(([key, value]) => ({ key, value }));

describe("the lines of a reply", () => {
  it.each([
    ["On Mon, 1 Jun 2026 at 09:00, Waka <waka@example.org> wrote:"],
    ["Le lun. 1 juin 2026 à 09:00, Waka <waka@example.org> a écrit :"],
    ["Am Mo., 1. Juni 2026 um 09:00 Uhr schrieb Waka <waka@example.org>:"],
    ["Il giorno lun 1 giu 2026 alle ore 09:00 Waka <waka@example.org> ha scritto:"],
    ["-----Original Message-----"],
    ["> Reply to this e-mail with your move"],
    ["-- "],
  ])("stop at %s", (quote) => {
    expect(firstLines(`Hello!\n\n  take 2  \r\n${quote}\n> take 3\ntake 1\n`)).toEqual(["Hello!", "take 2"]);
  });

  it("read an HTML-only reply, its quote left out", () => {
    expect(firstLines(htmlText("<div>sail tonga 3 4<br></div><blockquote><p>take 1</p></blockquote>"))).toEqual(["sail tonga 3 4"]);
  });

  it("parse a raw message: the From, the Message-ID, the lines", async () => {
    const raw = new TextEncoder().encode(
      "From: Ana <ana@example.org>\r\nTo: play+x@waka.localhost\r\nSubject: Re: your turn\r\nMessage-ID: <a1@example.org>\r\n" +
        "Content-Type: text/plain; charset=utf-8\r\n\r\nBid captain 5\r\n\r\nOn Mon, Waka wrote:\r\n> bid captain 4\r\n",
    );
    expect(await readReply(raw.buffer as ArrayBuffer, "ana@example.org", "mx.cloudflare.net")).toEqual({
      automatic: null,
      from: "ana@example.org",
      messageId: "<a1@example.org>",
      subject: "Re: your turn",
      lines: ["Bid captain 5"],
      authenticated: null,
    });
  });
});

describe("a robot's message", () => {
  it.each([
    [{ "Auto-Submitted": "auto-replied" }, "ana@example.org"],
    [{ "Auto-Submitted": "auto-generated; type=vacation" }, "ana@example.org"],
    [{ Precedence: "bulk" }, "ana@example.org"],
    [{ Precedence: "junk" }, "ana@example.org"],
    [{ "List-Id": "<games.example.org>" }, "ana@example.org"],
    [{ "X-Autoreply": "yes" }, "ana@example.org"],
    [{ "Content-Type": "multipart/report; report-type=delivery-status" }, "ana@example.org"],
    [{}, ""],
    [{}, "<>"],
    [{}, "MAILER-DAEMON@example.org"],
    [{}, "postmaster@example.org"],
  ])("is known: %j from %s", (headers, from) => {
    expect(automatic(h(headers), from, "ana@example.org")).not.toBeNull();
  });

  it("is not a person's, even one saying Auto-Submitted: no", () => {
    expect(automatic(h({ "Auto-Submitted": "no" }), "ana@example.org", "ana@example.org")).toBeNull();
    expect(automatic(h({}), "ana@example.org", "ana@example.org")).toBeNull();
  });
});

describe("the receiving server's verdict", () => {
  const ours = "mx.cloudflare.net";
  it("is read from its own header only", () => {
    const pass = "mx.cloudflare.net; dkim=pass header.d=example.org header.s=s1; spf=pass; dmarc=pass header.from=example.org";
    expect(authenticated(h({ "Authentication-Results": pass }), ours, "ana@example.org")).toBe(true);
    // a forged header of another server says nothing; no header of ours: unknown (local development)
    expect(authenticated(h({ "Authentication-Results": "evil.example; dmarc=pass" }), ours, "ana@example.org")).toBeNull();
    const fail = "mx.cloudflare.net; dkim=fail; spf=softfail; dmarc=fail header.from=example.org";
    expect(authenticated(h({ "Authentication-Results": fail }), ours, "ana@example.org")).toBe(false);
  });

  it("takes a DKIM pass for the From domain (or its parent) when DMARC is not published", () => {
    const dkim = "mx.cloudflare.net; dkim=pass header.d=example.org; spf=none; dmarc=none";
    expect(authenticated(h({ "Authentication-Results": dkim }), ours, "ana@mail.example.org")).toBe(true);
    expect(authenticated(h({ "Authentication-Results": dkim }), ours, "ana@example.com")).toBe(false);
  });
});
