/**
 * Issue #43, hidden information: a Wongar turn e-mail's picture is drawn from the spectator view (no hand, no pile's
 * order, no deck), and its choices and the answers to replies list exactly the seat's own legal moves, as its own view
 * allows; another seat's hand never shows.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deliverOutbox } from "../../delivery/deliver.js";
import { games as registry } from "../../games/index.js";
import type { Env } from "../../worker/env.js";
import { receiveEmail } from "../../jobs/inbound/email.js";
import { client, confirmAndAccept, d1Of, notifyDepsFor, withDelivery, type BothEnv } from "./helpers.js";

const drawn: { game: string; view: unknown; since?: unknown }[] = [];
/** The image Worker as a spy: what it was asked to draw, answered with a tiny "PNG". */
const image = {
  fetch: async (_url: string, init: RequestInit) => {
    drawn.push(JSON.parse(String(init.body)));
    return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { "content-type": "image/png" } });
  },
} as unknown as Fetcher;

const mailEnv = withDelivery({ ...(env as unknown as BothEnv), NOTIFY_QUEUE: undefined, IMAGE: image }, registry) as unknown as Env;
const api = client(registry, {}, { NOTIFY_QUEUE: undefined });
const now = () => Date.now();

const deliverAll = async (id: string) => {
  const rows = (await d1Of(id).prepare("SELECT id FROM outbox WHERE match_id = ? AND status = 'pending' ORDER BY id").bind(id).all<any>())
    .results;
  for (const r of rows) await deliverOutbox(notifyDepsFor(id, { games: registry, env: mailEnv as any, now }), r.id);
};
const mailOf = async (id: string, seat: number) =>
  (await env.DB.prepare("SELECT * FROM mailbox WHERE match_id = ? AND seat = ? ORDER BY id").bind(id, seat).all<any>()).results;
const listed = (body: string) =>
  body
    .split("\n")
    .filter((l) => l.startsWith("    "))
    .map((l) => l.trim());

describe("a Wongar turn e-mail", () => {
  it("pictures the spectator's view and lists only the seat's own choices, in notices and in answers", async () => {
    const mails = ["ana.w@example.org", "bo.w@example.org", "cy.w@example.org"];
    await confirmAndAccept(...mails);
    const r = await api.post("/api/matches", { game: "wongar", seats: mails.map((email, i) => ({ name: ["Ana", "Bo", "Cy"][i], email })) });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    const secrets = r.body.seats.map((s: { secret: string }) => s.secret);
    let seat = -1;
    let pictured = 0;
    for (let step = 0; step < 12; step++) {
      await deliverAll(id);
      const m = (await api.get(`/api/matches/${id}`, { secret: secrets[0] })).body;
      seat = m.activeSeats[0];
      const mine = (await api.get(`/api/matches/${id}`, { secret: secrets[seat] })).body;
      const spectator = (await api.get(`/api/matches/${id}`)).body;
      const notice = (await mailOf(id, seat)).filter((x) => x.reply_to).at(-1);
      expect(notice, `a notice for seat ${seat} at move ${m.seq}`).toBeTruthy();
      // the choices of the notice are the seat's own notation, and the picture the spectator's view
      if (mine.notation.length <= 12) expect(listed(notice.body)).toEqual(mine.notation);
      // a turn notice (not the answer that carries the choices while a turn goes on) pictures the board as it stands
      if (!notice.subject.startsWith("Re:")) {
        expect(drawn.at(-1)!.view).toEqual(spectator.view);
        expect(JSON.parse(notice.attachments)).toEqual([expect.objectContaining({ type: "image/png", cid: "board" })]);
        expect(notice.html).toContain('src="cid:board"');
        pictured++;
      }
      // another seat's hand is nowhere in it
      for (const other of [0, 1, 2].filter((s) => s !== seat)) {
        const theirs = (await api.get(`/api/matches/${id}`, { secret: secrets[other] })).body.view;
        for (const field of ["hand", "hands"])
          if (theirs?.[field] && mine.view?.[field] !== undefined) expect(notice.body).not.toContain(JSON.stringify(theirs[field]));
      }
      // a garbled reply is answered with the same choices again, still the seat's own
      const waits: Promise<unknown>[] = [];
      const send = async (text: string) => {
        const bytes = new TextEncoder().encode(
          `From: ${mails[seat]}\r\nTo: ${notice.reply_to}\r\nSubject: Re: turn\r\nMessage-ID: <w${step}-${text.length}@example.org>\r\n\r\n${text}\r\n`,
        );
        return receiveEmail(
          { games: registry, env: mailEnv, now, waitUntil: (p) => void waits.push(p) },
          { from: mails[seat]!, to: notice.reply_to, raw: new Response(bytes).body!, rawSize: bytes.byteLength, setReject: () => {} },
        );
      };
      if (step === 0) {
        expect(await send("what now?")).toMatchObject({ status: "refused", reason: "garbled", answered: true });
        const answer = (await mailOf(id, seat)).at(-1);
        if (mine.notation.length <= 12) expect(listed(answer.body)).toEqual(mine.notation);
      }
      expect(await send(mine.notation[0])).toMatchObject({ status: "played" });
      await Promise.all(waits);
    }
    expect(pictured).toBeGreaterThan(0);
  });
});
