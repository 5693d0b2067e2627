/**
 * Shared links unfurl (worker/unfurl/): the match and invite pages carry OpenGraph/Twitter tags made from what a
 * spectator sees, for each game and status; names are escaped; no secret, contact or hidden card reaches a tag or
 * a picture. The board pictures come from the image Worker (IMAGE service binding, run here as an auxiliary
 * Worker): a stand-alone SVG per game and a PNG, with ETags by match version.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { unfurlPage } from "../../worker/unfurl/page.js";
import { client, d1Of, playToEnd, prng } from "./helpers.js";

const api = client(games);
const NAME = 'Ana "<>&';
const EMAIL = "ana.unfurl@mail.example";

/** The built index.html as far as the rewriter cares (its title and description are replaced). */
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="description" content="Waka: play board games." /><title>Waka</title></head><body><div id="app"></div></body></html>`;
const assets = {
  fetch: async () => new Response(INDEX, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
} as unknown as Fetcher;

const page = async (path: string) => {
  const res = await unfurlPage(new Request(`http://evil.example${path}`), { ...env, ASSETS: assets }, games);
  return { status: res.status, html: await res.text() };
};

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The tags by property or name, their content unescaped. */
function tags(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) out[m[1]!] = unescapeHtml(m[2]!);
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) out.title = unescapeHtml(title[1]!);
  return out;
}

async function create(game: string, open = false) {
  const seats = [{ name: NAME, email: EMAIL }, { name: "Bo" }, open ? { open: true } : { name: "Cy" }];
  const r = await api.post("/api/matches", { game, seats });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

/** Nothing a spectator may not see: no seat secret, no contact, no seat link. */
function expectNoSecrets(text: string, created: any) {
  for (const s of created.seats) if (s.secret) expect(text).not.toContain(s.secret);
  if (created.invite) expect(text).not.toContain(created.invite);
  expect(text).not.toContain(EMAIL);
  expect(text).not.toContain("#seat=");
}

const TITLES: Record<string, string> = { tongiaki: "Tongiaki", "tonga-bonga": "Tonga Bonga", wongar: "Wongar" };

describe("link previews: the match and invite pages", () => {
  it("escapes the page's own meta description like the og: tags: a name written as entities stays text (issue #28 item 7)", async () => {
    const name = "&lt;b&gt;Eve &amp; co";
    const r = await api.post("/api/matches", { game: "tongiaki", seats: [{ name }, { name: "Bo" }] });
    expect(r.status, r.text).toBe(201);
    const t = tags((await page(`/m/${r.body.id}`)).html);
    expect(t["og:description"]).toContain(name);
    expect(t.description).toBe(t["og:description"]);
    expect(t.title).not.toContain("<b>");
  });

  it.each(Object.keys(TITLES))("%s: an open match says who is seated and links its board", async (game) => {
    const m = await create(game, true);
    const { status, html } = await page(`/m/${m.id}`);
    expect(status).toBe(200);
    const t = tags(html);
    expect(t.title).toBe(`${TITLES[game]} — waiting for players (2 of 3 seats taken)`);
    expect(t["og:title"]).toBe(t.title);
    expect(t["og:description"]).toContain(`${NAME}, Bo and an open seat`);
    expect(t.description).toBe(t["og:description"]);
    // from PUBLIC_ORIGIN, never from the request's Host (evil.example)
    expect(t["og:url"]).toBe(`http://waka.test/m/${m.id}`);
    expect(t["og:image"]).toBe(`http://waka.test/api/matches/${m.id}/board.png?seq=0`);
    expect(t["twitter:card"]).toBe("summary_large_image");
    expect([t["og:image:width"], t["og:image:height"]]).toEqual(["1200", "630"]);
    expect(html).not.toContain("evil.example");
    expectNoSecrets(html, m);

    const invite = tags((await page(`/m/${m.id}/join`)).html);
    expect(invite["og:title"]).toBe(`Join a match of ${TITLES[game]} on Waka (1 open seat)`);
    expect(invite["og:description"]).toContain(`${NAME} and Bo are at the table`);
    expect(invite["og:url"]).toBe(`http://waka.test/m/${m.id}/join`);
  });

  it.each(Object.keys(TITLES))("%s: a running match says whose turn, the move and the scores; names are escaped", async (game) => {
    const m = await create(game);
    const spect = (await api.get(`/api/matches/${m.id}`)).body;
    const { html } = await page(`/m/${m.id}`);
    const t = tags(html);
    const onTurn = spect.activeSeats.map((s: number) => spect.players[s].name);
    expect(onTurn).toHaveLength(1);
    expect(t["og:title"]).toBe(`${TITLES[game]} — ${onTurn[0]}'s turn (move 1)`);
    // every player with a score (each game's public running score)
    expect(t["og:description"]).toMatch(new RegExp(`^${NAME.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\d+ · Bo \\d+ · Cy \\d+\\. `));
    // the raw name never appears: an attribute or the title could otherwise be broken out of
    expect(html).not.toContain(NAME);
    expect(html).toContain("Ana &quot;&lt;&gt;&amp;");
    expectNoSecrets(html, m);
  });

  it("tongiaki: a match played to its end gives the result and the final standings", async () => {
    const m = await create("tongiaki");
    const played = await playToEnd(api, m, prng(5));
    const outcome = played.final.outcome;
    const { html } = await page(`/m/${m.id}`);
    const t = tags(html);
    const names = [NAME, "Bo", "Cy"];
    const first: string[] = outcome.ranking[0].map((s: number) => names[s]);
    // a random match may end in a tie of two or of all three ("Ana, Bo and Cy")
    const together = first.length === 1 ? "" : `${first.slice(0, -1).join(", ")} and ${first.at(-1)}`;
    expect(t["og:title"]).toBe(
      `Tongiaki — ${first.length === 1 ? `${first[0]} won` : `${together} share first place`} (${played.final.seq} moves)`,
    );
    expect(t["og:description"]).toMatch(/^Final standings: 1\. /);
    for (const [i, n] of names.entries()) expect(t["og:description"]).toContain(`${n} ${outcome.scores[i]}`);
    expectNoSecrets(html, m);
  });

  it.each(["tonga-bonga", "wongar"])(
    "%s: a finished match (its stored outcome) gives a shared first place and the standings; an abandoned one says so",
    async (game) => {
      const m = await create(game);
      // the outcome as the host stores it at the end (a long random playout is covered by each game's own tests)
      const outcome = { scores: [14, 20, 20], ranking: [[1, 2], [0]], reason: "end" };
      await d1Of(m.id)
        .prepare("UPDATE matches SET status = 'finished', active_seats = '[]', outcome = ?, seq = 57 WHERE id = ?")
        .bind(JSON.stringify(outcome), m.id)
        .run();
      const t = tags((await page(`/m/${m.id}`)).html);
      expect(t["og:title"]).toBe(`${TITLES[game]} — Bo and Cy share first place (57 moves)`);
      expect(t["og:description"]).toBe(`Final standings: 1. Bo 20, Cy 20 · 2. ${NAME} 14. Replay every move on Waka.`);
      await d1Of(m.id).prepare("UPDATE matches SET status = 'abandoned', outcome = NULL WHERE id = ?").bind(m.id).run();
      expect(tags((await page(`/m/${m.id}`)).html)["og:title"]).toBe(`${TITLES[game]} — abandoned after 57 moves`);
    },
  );

  it('a resigned match (its outcome has no scores) gives the standings by names alone, never "undefined" (issue #41 item 2)', async () => {
    const m = await create("wongar");
    const outcome = { scores: [], ranking: [[2], [1], [0]], reason: "resigned", details: { seat: 0, at: 0 } };
    await d1Of(m.id)
      .prepare("UPDATE matches SET status = 'finished', active_seats = '[]', outcome = ?, seq = 12 WHERE id = ?")
      .bind(JSON.stringify(outcome), m.id)
      .run();
    const t = tags((await page(`/m/${m.id}`)).html);
    expect(t["og:title"]).toBe("Wongar — Cy won (12 moves)");
    expect(t["og:description"]).toBe(`Final standings (by resignation): 1. Cy · 2. Bo · 3. ${NAME}. Replay every move on Waka.`);
    expect(t["og:description"]).not.toContain("undefined");
  });

  it("a seat link's page unfurls as the spectator's (the fragment never reaches the server), and so does the replay", async () => {
    const m = await create("wongar");
    const plain = (await page(`/m/${m.id}`)).html;
    // what the server receives for /m/:id#seat=… is /m/:id; a query cannot name a seat either
    expect((await page(`/m/${m.id}?seat=0`)).html).toBe(plain);
    expect(tags((await page(`/m/${m.id}/replay`)).html)["og:title"]).toBe(tags(plain)["og:title"]);
  });

  it("the match and replay pages name their game for the app, which loads that board beside the match (issue #41)", async () => {
    for (const game of Object.keys(TITLES)) {
      const m = await create(game);
      for (const path of [`/m/${m.id}`, `/m/${m.id}/replay`]) {
        expect((await page(path)).html, path).toContain(`<meta name="waka-game" content="${game}" data-match="${m.id}" />`);
      }
      // the invitation shows no board: nothing to load early
      expect((await page(`/m/${m.id}/join`)).html).not.toContain("waka-game");
    }
    expect((await page("/m/nosuchmatch1")).html).not.toContain("waka-game");
  });

  it("an unknown match, a malformed id or another path get the plain page, never an error", async () => {
    for (const path of ["/m/nosuchmatch1", "/m/x", "/m/%3Cscript%3E", "/m/abcdefgh12/elsewhere"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toBe(INDEX);
    }
  });
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("board pictures", () => {
  it.each(Object.keys(TITLES))("%s: board.svg stands alone (no script, no external reference), is cached by version", async (game) => {
    const m = await create(game);
    const r = await api.get(`/api/matches/${m.id}/board.svg`);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    // 1200×630 (1.91:1), what a summary_large_image card shows uncropped, whatever the board's shape (issue #41)
    expect(r.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    const [, , , vw, vh] = /viewBox="([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)"/.exec(r.text)!.map(Number);
    expect(vw! / vh!).toBeCloseTo(1200 / 630, 3);
    expect(r.text).toContain("<style>");
    expect(r.text).not.toMatch(/<script|\son\w+=|href=|url\(|@import|<foreignObject|var\(/i);
    expect(r.text).not.toMatch(/tabindex|role="button"/);
    expect(r.text).not.toContain(NAME);
    expectNoSecrets(r.text, m);
    expect(r.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(r.headers.get("cache-control")).toBe("public, max-age=60");
    const etag = r.headers.get("etag")!;
    expect(etag).toMatch(/^"svg-0-active-3-/);
    expect((await api.get(`/api/matches/${m.id}/board.svg`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    // served again from the cache: the same picture
    expect((await api.get(`/api/matches/${m.id}/board.svg?seq=0`)).text).toBe(r.text);
  });

  it("a move makes a new version", async () => {
    const m = await create("tongiaki");
    const before = await api.get(`/api/matches/${m.id}/board.svg`);
    const mine = await api.get(`/api/matches/${m.id}`, { secret: m.seats[0].secret });
    const seat = mine.body.activeSeats[0];
    const as = await api.get(`/api/matches/${m.id}`, { secret: m.seats[seat].secret });
    expect(
      (await api.post(`/api/matches/${m.id}/moves`, { seq: 0, move: as.body.legalMoves[0] }, { secret: m.seats[seat].secret })).status,
    ).toBe(201);
    const after = await api.get(`/api/matches/${m.id}/board.svg`, { headers: { "If-None-Match": before.headers.get("etag")! } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).toMatch(/^"svg-1-active-3-/);
  });

  it("Wongar's picture shows no seat's hand: it is drawn from the spectator view", async () => {
    const m = await create("wongar");
    const svg = (await api.get(`/api/matches/${m.id}/board.svg`)).text;
    // the board component draws a hand only for the seat looking (`you`); the picture has none
    expect(svg).not.toContain("wg-hand");
    expect(svg).toContain("wg-area");
  });

  it("a new picture asked for 30 times at once is drawn once; the others wait for it (issue #28 item 7)", async () => {
    const m = await create("tongiaki");
    let draws = 0;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const slow = {
      fetch: async () => {
        draws++;
        await new Promise((r) => setTimeout(r, 100)); // a render takes a while: the others arrive meanwhile
        return new Response(png, { headers: { "Content-Type": "image/png" } });
      },
    };
    const counted = client(games, {}, { IMAGE: slow });
    const all = await Promise.all(Array.from({ length: 30 }, () => counted.get(`/api/matches/${m.id}/board.png`)));
    expect(all.map((r) => r.status)).toEqual(all.map(() => 200));
    expect(draws).toBe(1);
    // a failed drawing is not kept: the next request draws again
    const broken = {
      fetch: async () => {
        draws++;
        await new Promise((r) => setTimeout(r, 100));
        return new Response("no", { status: 500 });
      },
    };
    const failing = client(games, {}, { IMAGE: broken });
    const svg = await Promise.all(Array.from({ length: 5 }, () => failing.get(`/api/matches/${m.id}/board.svg`)));
    expect(svg.map((r) => r.status)).toEqual(svg.map(() => 503));
    expect(draws).toBe(2);
    expect((await failing.get(`/api/matches/${m.id}/board.svg`)).status).toBe(503);
    expect(draws).toBe(3);
  });

  it("board.png is a PNG", async () => {
    const m = await create("tonga-bonga");
    const res = await api.get(`/api/matches/${m.id}/board.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("etag")).toMatch(/^"png-0-active-3-/);
    const raw = await (await api.app!.request(`http://waka.test/api/matches/${m.id}/board.png`, {}, env)).arrayBuffer();
    expect([...new Uint8Array(raw).slice(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it("an unknown match is a 404 with the error shape; without the image Worker, a 503 and no picture in the tags; BOARD_IMAGE=svg names the SVG", async () => {
    const r = await api.get("/api/matches/nosuchmatch1/board.svg");
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("match_not_found");
    const m = await create("tongiaki");
    const without = client(games, {}, { IMAGE: undefined });
    const r2 = await without.get(`/api/matches/${m.id}/board.png`);
    expect(r2.status).toBe(503);
    expect(r2.body.error.code).toBe("images_unavailable");
    // bound, but its Worker is not running (a wrangler dev without it): still a 503
    const gone = { fetch: () => Promise.reject(new Error("no such service")) } as unknown as Fetcher;
    const r3 = await client(games, {}, { IMAGE: gone }).get(`/api/matches/${m.id}/board.svg`);
    expect(r3.status).toBe(503);
    expect(r3.body.error.code).toBe("image_failed");
    // the image Worker words the tags too: without it the page keeps the app's own title, and still hints its game
    const { html } = await unfurlPage(new Request(`http://waka.test/m/${m.id}`), { ...env, ASSETS: assets, IMAGE: undefined }, games).then(
      async (x) => ({ html: await x.text() }),
    );
    expect(html).not.toContain("og:");
    expect(html).toContain(`<meta name="waka-game" content="tongiaki" data-match="${m.id}" />`);
    const spa = await (await assets.fetch(new Request("http://waka.test/"))).text();
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(/<title>(.*?)<\/title>/.exec(spa)?.[1]);
    const svgOnly = await unfurlPage(new Request(`http://waka.test/m/${m.id}`), { ...env, ASSETS: assets, BOARD_IMAGE: "svg" }, games);
    expect(tags(await svgOnly.text())["og:image"]).toBe(`http://waka.test/api/matches/${m.id}/board.svg?seq=0`);
  });
});
