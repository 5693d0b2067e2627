/**
 * Every kind of message in each seat's language: turn, reminders, timeout, match over, digest, confirmation, webhook,
 * push and "send me my links" (with the confirmation a links request causes), written from the same sentences as the web log, with dates in the seat's time zone, and no English left
 * in a French, German or Italian message.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { games as registry } from "../../games/index.js";
import type { OutboxRow } from "../../db/schema.js";
import { formatDateTime, LANGS, type Lang } from "../../i18n/core.js";
import { DAY } from "../../worker/clock.js";
import { runCron } from "../../jobs/cron.js";
import type { Env } from "../../worker/env.js";
import { pushData, webhookBody } from "../../delivery/channels.js";
import { deliverOutbox } from "../../delivery/deliver.js";
import { requestLinks } from "../../worker/notify/mylinks-request.js";
import { messageT } from "../../delivery/messages.js";
import { compose } from "../../delivery/deliver.js";
import { client, confirmAndAccept, d1Of, everyD1, notifyDepsFor, storageOf, testShards } from "./helpers.js";

const T0 = Date.UTC(2026, 0, 30, 22, 0);
let clockNow = T0;
const now = () => clockNow;
const api = client(registry, { now, notify: "off" });
const mailEnv = env as unknown as Env;
const deps = { games: registry, env: mailEnv, now };
/** Rendering a row of match `match` (in its database, tests/worker/helpers.ts). */
const renderDeps = (match: string) => ({
  ...storageOf(match),
  games: registry,
  linkKey: mailEnv.SEAT_LINK_KEY ?? null,
  origin: "http://waka.test",
});

afterEach(() => {
  clockNow = T0;
});

/** English words of the message texts: none may remain in another language's message (links and names aside). */
const ENGLISH =
  /(?<![\p{L}\d_])(Hello|Your|your|turn|played|move|deadline|Open|seat|Stop|Reminder|Time|ran|over|match|matches|Ranking|abandoned|unread|confirm|Confirm|address|Someone|Nothing|Ignore|decided|passed|the|and|with|from|for|this|has|is|of|to|It|now|drew|boats?|beach|island|sails?|tile|Seat)(?![\p{L}\d_])/u;
/** A message's words without its links and the names and titles the players and the games chose. */
const words = (s: string) => s.replace(/https?:\/\/\S+/g, "").replace(/\b(Ana|Bo|Cy|Tongiaki)\b/g, "");

const SAY: Record<
  Lang,
  {
    links: RegExp;
    seat2: string;
    hello: RegExp;
    turn: RegExp;
    reminder50: RegExp;
    reminder80: RegExp;
    timeout: RegExp;
    over: RegExp;
    digest: RegExp;
    confirm: RegExp;
    link: string;
    played: RegExp;
  }
> = {
  en: {
    links: /^Waka: your links \(3 matches\)$/,
    seat2: "Seat 2",
    hello: /^Hello Bo,/m,
    turn: /It is your turn now/,
    reminder50: /Half of your time/,
    reminder80: /80 % of your time/,
    timeout: /server decided for you/,
    over: /The match was abandoned/,
    digest: /your turn in 1 match$/,
    confirm: /confirm your e-mail address/,
    link: "Open your seat",
    played: /Ana played \(move 1\):\n {2}• Ana /,
  },
  fr: {
    links: /^Waka: vos liens \(3 parties\)$/,
    seat2: "Place 2",
    hello: /^Bonjour Bo,/m,
    turn: /C'est maintenant à vous de jouer/,
    reminder50: /La moitié de votre temps/,
    reminder80: /80 % de votre temps/,
    timeout: /le serveur a donc décidé pour vous/,
    over: /La partie a été abandonnée/,
    digest: /à vous de jouer dans 1 partie$/,
    confirm: /confirmez votre adresse e-mail/,
    link: "Ouvrir votre place",
    played: /Ana a joué \(coup 1\) :\n {2}• Ana /,
  },
  de: {
    links: /^Waka: deine Links \(3 Partien\)$/,
    seat2: "Platz 2",
    hello: /^Hallo Bo,/m,
    turn: /Jetzt bist du am Zug/,
    reminder50: /Die Hälfte deiner Zeit/,
    reminder80: /80 % deiner Zeit/,
    timeout: /hat der Server für dich entschieden/,
    over: /Die Partie wurde abgebrochen/,
    digest: /Du bist am Zug in 1 Partie$/,
    confirm: /Bestätige deine E-Mail-Adresse/,
    link: "Deinen Platz öffnen",
    played: /Ana hat gezogen \(Zug 1\):\n {2}• Ana /,
  },
  it: {
    links: /^Waka: i tuoi link \(3 partite\)$/,
    seat2: "Posto 2",
    hello: /^Ciao Bo,/m,
    turn: /Ora tocca a te/,
    reminder50: /È passata metà del tuo tempo/,
    reminder80: /È passato l'80 % del tuo tempo/,
    timeout: /il server ha deciso per te/,
    over: /La partita è stata abbandonata/,
    digest: /tocca a te in 1 partita$/,
    confirm: /conferma il tuo indirizzo e-mail/,
    link: "Apri il tuo posto",
    played: /Ana ha giocato \(mossa 1\):\n {2}• Ana /,
  },
};

const outboxOf = async (match: string) =>
  (await d1Of(match).prepare("SELECT * FROM outbox WHERE match_id = ? ORDER BY id").bind(match).all<any>()).results;
const deliverAll = async (match: string) => {
  for (const r of await outboxOf(match)) await deliverOutbox(notifyDepsFor(match, deps), r.id);
};
/** The e-mails recorded for one address, with the kind of message each one is. */
const mailTo = async (address: string) => {
  // the mailbox is in the directory database (DB), each message's outbox row in its match's database (`shard`)
  const mails = await env.DB.prepare("SELECT subject, body, shard, outbox_id FROM mailbox WHERE recipient = ? ORDER BY id")
    .bind(address)
    .all<{ subject: string; body: string; shard: number; outbox_id: number }>();
  const d1s = everyD1();
  return Promise.all(
    mails.results.map(async (m) => ({
      subject: m.subject,
      body: m.body,
      kind: (await d1s[m.shard]!.prepare("SELECT kind FROM outbox WHERE id = ?").bind(m.outbox_id).first<string>("kind"))!,
    })),
  );
};

/** A Tongiaki match started at T0; its id and seat secrets. */
async function newTongiaki(seats: unknown[], extra: Record<string, unknown>): Promise<{ id: string; secrets: string[] }> {
  clockNow = T0;
  const created = await api.post("/api/matches", { game: "tongiaki", seats, ...extra });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.id, secrets: created.body.seats.map((s: { secret: string }) => s.secret) };
}

/** Plays the first legal move of the seat on turn. */
async function playFirst(id: string, secrets: string[]): Promise<void> {
  const g = await api.get(`/api/matches/${id}`);
  const seat = g.body.activeSeats[0] as number;
  const mine = await api.get(`/api/matches/${id}`, { secret: secrets[seat] });
  const r = await api.post(`/api/matches/${id}/moves`, { seq: g.body.seq, move: mine.body.legalMoves[0] }, { secret: secrets[seat] });
  expect(r.status, r.text).toBe(201);
}

describe.each(LANGS)("messages in %s", (lang) => {
  const say = SAY[lang];
  const noEnglish = (text: string) => {
    if (lang === "en") return;
    const left = ENGLISH.exec(words(text));
    expect(left?.[0], `English "${left?.[0]}" in: ${text}`).toBeUndefined();
  };

  it("turn, reminders at 50 % and 80 %, timeout, webhook and push speak the seat's language, dates in its time zone", async () => {
    const [ana, bo] = [`ana.${lang}.1@example.org`, `bo.${lang}.1@example.org`];
    await confirmAndAccept(ana, bo);
    const { id, secrets } = await newTongiaki(
      [
        { name: "Ana", email: ana },
        { name: "Bo", email: bo, webhook: "https://discord.com/api/webhooks/1/x" },
      ],
      { clock: { daysPerMove: 2, timeout: "fallback" }, lang, timeZone: "Europe/Paris" },
    );
    expect((await api.get(`/api/matches/${id}/seats/me/notifications`, { secret: secrets[1] })).body).toMatchObject({
      lang,
      timeZone: "Europe/Paris",
    });
    // Ana's first boat: Bo is told in his language, with the move in the web log's sentences
    await playFirst(id, secrets);
    await deliverAll(id);
    const turn = (await mailTo(bo)).find((m) => m.kind === "your_turn")!;
    expect(turn.body).toMatch(say.hello);
    expect(turn.body).toMatch(say.turn);
    expect(turn.body).toMatch(say.played); // the move in the web log's sentences, not the engine's English
    expect(turn.body).toContain(`${say.link}${lang === "fr" ? " :" : ":"} http://waka.test/m/${id}#seat=`);
    const boDeadline = (await api.get(`/api/matches/${id}`)).body.players[1].deadline as number;
    expect(turn.body).toContain(formatDateTime(lang, boDeadline, "Europe/Paris"));
    expect(formatDateTime(lang, boDeadline, "Europe/Paris")).toMatch(/23:00|11:00/); // 22:00 UTC is 23:00 in Paris in winter
    noEnglish(turn.subject + "\n" + turn.body);

    // the webhook (Discord) and the push notice carry the same words
    const raw = (await outboxOf(id)).find((r) => r.channel === "webhook" && r.seat === 1 && r.kind === "your_turn")!;
    const hook = { ...raw, matchId: raw.match_id } as OutboxRow;
    const rendered = await compose(renderDeps(id), { ...hook, channel: "webhook" });
    if (!rendered.ok) throw new Error(rendered.reason);
    const discord = webhookBody("discord", rendered.message) as { content: string };
    expect(discord.content).toMatch(say.turn);
    noEnglish(discord.content);
    const push = pushData(
      (await compose(renderDeps(id), { ...hook, channel: "push" }).then((r) => (r.ok ? r : null)))?.message ?? rendered.message,
    );
    expect(push.title).toBe(rendered.message.subject.replace(/^Waka: /, ""));
    noEnglish(`${push.title}\n${push.body}`);

    // reminders at 50 % and 80 % of Bo's time, then the deadline: the server plays for him and tells him so
    const start = clockNow;
    for (const at of [start + DAY, start + 1.6 * DAY, start + 2 * DAY + 5 * 60_000]) {
      clockNow = at;
      await runCron({ ...deps, now: at });
      await deliverAll(id);
    }
    const mail = await mailTo(bo);
    const kinds = mail.map((m) => m.kind);
    for (const k of ["reminder50", "reminder80", "timeout"]) expect(kinds, k).toContain(k);
    expect(mail.find((m) => m.kind === "reminder50")!.body).toMatch(say.reminder50);
    expect(mail.find((m) => m.kind === "reminder80")!.body).toMatch(say.reminder80);
    expect(mail.find((m) => m.kind === "timeout")!.body).toMatch(say.timeout);
    for (const m of mail) noEnglish(m.subject + "\n" + m.body);
  });

  it("match over, digest and the confirmation of a new address", async () => {
    const [ana, bo, cy] = [`ana.${lang}.2@example.org`, `bo.${lang}.2@example.org`, `cy.${lang}.2@example.org`];
    await confirmAndAccept(ana, bo);
    const { id, secrets } = await newTongiaki(
      [
        { name: "Ana", email: ana },
        { name: "Bo", email: bo },
        { name: "Cy", email: cy },
      ],
      { clock: { daysPerMove: 1, timeout: "abandon" }, lang },
    );
    // Ana chooses one e-mail a day: her held turn goes out in the digest at 7:00 UTC
    await api.call("PUT", `/api/matches/${id}/seats/me/notifications`, { secret: secrets[0], body: { digest: true } });
    await d1Of(id).prepare("UPDATE outbox SET status = 'held' WHERE match_id = ? AND seat = 0").bind(id).run();
    const seven = Date.UTC(2026, 0, 31, 7, 0);
    clockNow = seven;
    expect((await runCron({ ...deps, now: seven })).digests).toBe(1);
    // the digest row is kept in the first database (jobs/cron.ts runDigest), whichever holds the match
    const digestRow = (await env.DB.prepare("SELECT id, match_id FROM outbox WHERE kind = 'digest' AND payload LIKE ?")
      .bind(`%${ana}%`)
      .first<{ id: number; match_id: string }>())!;
    await deliverOutbox(notifyDepsFor(digestRow.match_id, deps), digestRow.id);
    const digest = (await mailTo(ana)).find((m) => m.kind === "digest")!;
    expect(digest.subject).toMatch(say.digest);
    noEnglish(digest.subject + "\n" + digest.body);

    // Ana lets her deadline pass: the match is abandoned and everyone is told; Cy's unconfirmed address first gets a confirmation
    const late = T0 + DAY + 5 * 60_000;
    clockNow = late;
    await runCron({ ...deps, now: late });
    await deliverAll(id);
    await deliverAll(id); // the confirmation row written while delivering Cy's first message
    const over = (await mailTo(bo)).find((m) => m.kind === "match_over")!;
    expect(over.body).toMatch(say.over);
    noEnglish(over.subject + "\n" + over.body);
    const confirm = (await mailTo(cy)).find((m) => m.kind === "confirm")!;
    expect(confirm.subject).toMatch(say.confirm);
    noEnglish(confirm.subject + "\n" + confirm.body);
  });

  it("the links message and the confirmation a links request causes", async () => {
    const [pat, una, other] = [`pat.${lang}.3@example.org`, `una.${lang}.3@example.org`, `other.${lang}.3@example.org`];
    await confirmAndAccept(pat, other);
    // Pat holds both seats of a match with deadlines (one of them on turn) and the unnamed second seat of another
    const a = await newTongiaki(
      [
        { name: "Ana", email: pat },
        { name: "Bo", email: pat },
      ],
      { clock: { daysPerMove: 2, timeout: "fallback" }, lang, timeZone: "Europe/Paris" },
    );
    const b = await newTongiaki(
      [
        { name: "Cy", email: other },
        { name: "Bo", email: pat },
      ],
      { lang },
    );
    await d1Of(b.id).prepare("UPDATE seats SET name = NULL WHERE match_id = ? AND seat = 1").bind(b.id).run(); // as a claimed open seat may be
    const queued: { id: number; shard: number }[] = [];
    const ask = async (address: string) => {
      expect(
        await requestLinks(
          { ...deps, shards: testShards(), dispatch: (ids, shard) => queued.push(...ids.map((id) => ({ id, shard }))) },
          address,
          "http://waka.test",
        ),
      ).toBe("queued");
      for (const { id, shard } of queued.splice(0))
        await deliverOutbox({ ...notifyDepsFor("", deps), shard, db: testShards().all[shard]! }, id);
    };
    await ask(pat);
    const mail = (await mailTo(pat)).filter((m) => m.kind === "links");
    expect(mail).toHaveLength(1);
    const { subject, body } = mail[0]!;
    expect(subject).toMatch(say.links);
    for (const s of [...a.secrets, ...b.secrets]) expect(body).not.toContain(s); // the one link carries a token, no secret
    expect(body).toContain("http://waka.test/links#import=");
    expect(body).not.toContain(other);
    expect(body).toContain(say.seat2);
    const onTurn = (await api.get(`/api/matches/${a.id}`)).body.players.find((p: { deadline: number | null }) => p.deadline !== null)
      .deadline as number;
    expect(body).toContain(formatDateTime(lang, onTurn, "Europe/Paris"));
    noEnglish(subject + "\n" + body);
    // the links row is anchored on the address's first seat, in that match's database
    const row = (
      await Promise.all(
        everyD1().map((d1) => d1.prepare("SELECT * FROM outbox WHERE kind = 'links' AND payload LIKE ?").bind(`%${pat}%`).first<any>()),
      )
    ).find(Boolean);
    const rendered = await compose(renderDeps(row.match_id), { ...row, matchId: row.match_id } as OutboxRow);
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.message.html).toContain(`<html lang="${lang}">`);
    noEnglish(rendered.message.html.replace(/<[^>]+>/g, " "));

    // an unconfirmed address asking for its links is told that links were asked for, not a match's notices
    const c = await newTongiaki([{ name: "Ana", email: una }, { name: "Bo" }], { lang });
    await d1Of(c.id).prepare("DELETE FROM outbox WHERE match_id = ?").bind(c.id).run(); // only the links request asks for a confirmation
    await ask(una);
    await deliverAll(c.id);
    const confirm = (await mailTo(una)).find((m) => m.kind === "confirm")!;
    expect(confirm.subject).toMatch(say.confirm);
    const t = messageT(lang);
    expect(confirm.body).toContain(t("confirm.whyLinks"));
    expect(confirm.body).not.toContain(t("confirm.why"));
    expect(confirm.body).not.toContain(c.secrets[0]);
    noEnglish(confirm.subject + "\n" + confirm.body);
  });
});
