// Issue #43: a whole two-seat match played to its end by e-mail replies only, through wrangler's local e-mail
// endpoint (/cdn-cgi/handler/email, docs/notifications.md "Playing by e-mail"): each reply answers the latest message
// that carries the seat's reply address (its turn notice, or the answer when its turn goes on). A reply from another
// address, a stale reply, a garbled reply and an auto-reply each play nothing.
import { api, base, bearer, createMatch, getMatch, local } from "./api.js";
import { expect, test, until } from "./fixtures.js";

interface Mail {
  id: number;
  seat: number;
  to: string | null;
  subject: string;
  body: string;
  link: string | null;
  replyTo: string | null;
  html: string | null;
  attachments: { name: string; type: string; cid: string | null }[];
}

let sent = 0;
/** Sends a message to the local e-mail endpoint, as a mail client writes a reply: the answer on top, the notice quoted. */
async function reply(from: string, to: string, text: string, headers: Record<string, string> = {}): Promise<number> {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  const raw =
    `From: ${from}\r\nTo: ${to}\r\nSubject: Re: Waka: Your turn in Tongiaki\r\nMessage-ID: <e2e-${Date.now()}-${++sent}@example.org>\r\n` +
    `Date: ${new Date().toUTCString()}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n${extra}\r\n` +
    `${text}\r\n\r\nOn Mon, 1 Jun 2026, Waka wrote:\r\n> Reply to this e-mail with your move\r\n`;
  const r = await fetch(`${base}/cdn-cgi/handler/email?${new URLSearchParams({ from, to })}`, { method: "POST", body: raw });
  return r.status;
}

test("a whole Tongiaki match played by e-mail replies only", async () => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const mails = [`ana-${stamp}@example.org`, `bo-${stamp}@example.org`];
  const created = await createMatch({
    game: "tongiaki",
    seats: [
      { name: "Ana", email: mails[0] },
      { name: "Bo", email: mails[1] },
    ],
  });
  expect(created.status).toBe(201);
  const { id } = created.body;
  const secrets = created.body.seats.map((s) => s.secret);
  const mailbox = async (seat: number) => (await api<{ messages: Mail[] }>(`/api/dev/mailbox?match=${id}&seat=${seat}`)).body.messages;
  const mailOf = (seat: number, what: string, pick: (m: Mail) => boolean) =>
    until(async () => (await mailbox(seat)).find(pick), what, { timeout: 60_000, interval: 300 });

  // each player confirms the address and accepts the seat, from the links of the mails (as in invitations.spec.ts)
  for (const seat of [0, 1]) {
    const confirmation = await mailOf(seat, "a confirmation", (m) => m.subject === "Waka: confirm your e-mail address");
    expect((await fetch(local(confirmation.link!), { method: "POST" })).status).toBeLessThan(400);
    const invite = await mailOf(seat, "an invitation", (m) => m.subject.includes("a seat for you"));
    const accepted = await fetch(`${local(invite.link!)}&answer=accept`, { method: "POST", redirect: "manual" });
    expect(accepted.status).toBe(303);
  }

  // Ana's turn notice: the board pictured inline, the choices, a reply address unique to her seat
  const notice = await mailOf(0, "Ana's turn notice", (m) => m.replyTo !== null);
  expect(notice.replyTo).toMatch(/^play\+[a-z2-7]+@waka\.localhost$/);
  expect(notice.html).toContain("<code>");
  expect(notice.attachments, "the board's picture, inline").toEqual([expect.objectContaining({ type: "image/png", cid: "board" })]);
  expect(notice.html).toContain('src="cid:board"');
  const first = await getMatch(id, secrets[0]);
  const notation = (first as unknown as { notation: string[] }).notation;
  expect(notation).toHaveLength(first.legalMoves!.length);

  // nothing plays: another address (Bo's own, confirmed), a garbled reply, an auto-reply
  expect(await reply(mails[1]!, notice.replyTo!, notation[0]!)).toBe(200);
  expect(await reply(mails[0]!, notice.replyTo!, "Sounds good, see you Thursday")).toBe(200);
  expect(await reply(mails[0]!, notice.replyTo!, notation[0]!, { "Auto-Submitted": "auto-replied" })).toBe(200);
  expect((await getMatch(id)).seq, "nothing was played").toBe(0);
  const refusal = await mailOf(0, "the answer to the garbled reply", (m) => m.subject.startsWith("Re:"));
  expect(refusal.body).toContain("No move could be read");

  // Ana plays notation[0] by replying; then the same reply again is stale and plays nothing
  expect(await reply(mails[0]!, notice.replyTo!, notation[0]!)).toBe(200);
  await until(async () => (await getMatch(id)).seq === 1, "Ana's move played");
  expect(await reply(mails[0]!, notice.replyTo!, notation[0]!)).toBe(200);
  expect((await getMatch(id)).seq, "a stale reply plays nothing").toBe(1);
  const used = new Set<string>([notice.replyTo!]);

  // the rest of the match, by replies only, each choice picked by a fixed rule (the first choice alone loops forever)
  for (let turn = 1; turn < 1000; turn++) {
    const m = await getMatch(id);
    if (m.status !== "active") break;
    const seat = m.activeSeats[0]!;
    const mail = await mailOf(seat, `seat ${seat}'s reply address at move ${m.seq}`, (x) => x.replyTo !== null && !used.has(x.replyTo));
    used.add(mail.replyTo!);
    const mine = (await api<{ notation: string[]; seq: number }>(`/api/matches/${id}`, { headers: bearer(secrets[seat]!) })).body;
    const move = mine.notation[(turn * 7919) % mine.notation.length]!;
    expect(await reply(mails[seat]!, mail.replyTo!, move.toUpperCase())).toBe(200);
    await until(async () => (await getMatch(id)).seq > mine.seq, `move ${mine.seq + 1} (${move}) played`);
  }
  const end = await getMatch(id);
  expect(end.status).toBe("finished");
  const log = (await api<{ entries: { by?: string }[] }>(`/api/matches/${id}/log`)).body.entries;
  expect(
    log.every((e) => e.by === undefined),
    "every move was the players' own",
  ).toBe(true);
});
