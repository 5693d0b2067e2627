// Shared links (issue 18), with the image Worker beside the main one as `npm start` runs them:
// - each game's board SVG renders in an <img> on another origin's page (a forum), at its full size, and opened on
//   its own it applies its inlined CSS under its own CSP, with no console error;
// - the match page a shared link opens carries the preview tags, and the app still starts under them;
// - "Send me my links": the form, the confirmation of a new address, the message, and pasting it into the home page
//   of a browser that holds nothing, which then lists the match.
import { api, base, createMatch, type Mail } from "./api.js";
import { DESKTOP, expect, MOBILE, screens, test, until } from "./fixtures.js";

const GAMES = ["tongiaki", "tonga-bonga", "wongar"] as const;
const created: Partial<Record<(typeof GAMES)[number], string>> = {};

const matchOf = async (game: (typeof GAMES)[number]): Promise<string> => {
  if (!created[game]) {
    const r = await createMatch({ game, seats: [{ name: 'Ana "<>&' }, { name: "Bo" }, { name: "Cy" }] });
    expect(r.status, `create ${game}`).toBe(201);
    created[game] = r.body.id;
  }
  return created[game]!;
};

for (const game of GAMES) {
  test(`${game}: board.svg renders in an <img> on another site, whole`, async ({ newPage }) => {
    const id = await matchOf(game);
    const page = await newPage({ width: 1300, height: 1000 }, `unfurl-${game}-img`);
    // a page on another origin (about:blank here), as a forum post shows the picture
    await page.setContent(`<body style="margin:0"><img id="b" src="${base}/api/matches/${id}/board.svg" alt="board"></body>`);
    const size = await page.waitForFunction(() => {
      const img = document.getElementById("b") as HTMLImageElement;
      return img.complete && img.naturalWidth > 0 ? { w: img.naturalWidth, h: img.naturalHeight } : null;
    });
    const { w, h } = (await size.jsonValue())!;
    expect(w === 1200 && h > 300, `the picture is ${w}×${h}`).toBe(true);
    await page.locator("#b").screenshot({ path: `${screens}/unfurl-${game}-img.png` });
  });

  test(`${game}: board.svg opened on its own applies its inlined CSS under its own CSP`, async ({ newPage }) => {
    const id = await matchOf(game);
    const page = await newPage(DESKTOP, `unfurl-${game}-svg`);
    const res = await page.goto(`/api/matches/${id}/board.svg`);
    expect(res?.headers()["content-type"] ?? "").toMatch(/^image\/svg\+xml/);
    expect(await page.evaluate(() => document.documentElement.tagName)).toBe("svg");
    // a text of the board is drawn in the inlined font stack, which only the inlined <style> sets
    const family = await page.evaluate(() => getComputedStyle(document.querySelector("text")!).fontFamily);
    expect(family, "the inlined CSS did not apply").toMatch(/Waka Sans/);
  });
}

test("the match page a shared link opens has the preview tags, and the app starts under them", async ({ newPage }) => {
  const id = await matchOf("tongiaki");
  const page = await newPage(DESKTOP, "unfurl-page");
  await page.goto(`/m/${id}`);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBe(`${base}/api/matches/${id}/board.png?seq=0`);
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(`Tongiaki — Ana "<>&'s turn (move 1)`);
  await page.locator(".board-svg").first().waitFor();
  const png = await fetch(image!);
  const bytes = new Uint8Array(await png.arrayBuffer());
  expect(png.headers.get("content-type") === "image/png" && bytes[0] === 0x89 && bytes[1] === 0x50, "og:image is not a PNG").toBe(true);
});

test("send me my links: the form, the confirmation, one link adding every match of the address to another browser", async ({ newPage }) => {
  const email = "e2e.links@mail.example";
  const r = await createMatch({ game: "wongar", seats: [{ name: "Lou", email }, { name: "Max" }, { name: "Ned" }] });
  const r2 = await createMatch({ game: "tongiaki", seats: [{ name: "Oz" }, { name: "Lou too", email: " E2E.Links@mail.example" }] });
  const someoneElse = await createMatch({ game: "tongiaki", seats: [{ name: "Pia", email: "e2e.other@mail.example" }, { name: "Rex" }] });
  for (const x of [r, r2, someoneElse]) expect(x.status).toBe(201);
  const [id, id2] = [r.body.id, r2.body.id];
  const page = await newPage(DESKTOP, "links-ask");
  await page.goto("/links");
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Send me my links" }).click();
  await page.getByRole("status").filter({ hasText: "the links are on their way" }).waitFor();

  const mailed = (subject: string) =>
    until(
      async () =>
        (await api<{ messages: Mail[] }>("/api/dev/mailbox")).body.messages.find((m) => m.to === email && m.subject.startsWith(subject)),
      `a "${subject}" message for ${email}`,
      { timeout: 30_000, interval: 250 },
    );
  // a new address: the confirmation comes first, the links once it is confirmed
  const confirmation = await mailed("Waka: confirm your e-mail address");
  const confirm = /(http:\/\/127\.0\.0\.1:\d+\/api\/email\/[0-9a-f]{64}\/confirm\?t=[\w-]+)/.exec(confirmation.body)?.[1];
  expect(confirm, "no confirmation link").toBeTruthy();
  expect((await fetch(confirm!, { method: "POST" })).ok, "confirming failed").toBe(true);
  const message = await mailed("Waka: your links (2 matches)");
  expect(message.body).not.toContain("#seat=");
  const link = /(http:\/\/127\.0\.0\.1:\d+\/links#import=[\w.-]+)/.exec(message.body)?.[1];
  expect(link, "no import link").toBeTruthy();

  // another browser: opening the one link adds both matches of the address, and no other, with no pasting
  const other = await newPage(DESKTOP, "links-import");
  await other.goto(link!);
  await other.locator(".match-card").filter({ hasText: id }).waitFor();
  await other.locator(".match-card").filter({ hasText: id2 }).waitFor();
  await expect(other.locator(".match-card")).toHaveCount(2);
  expect(other.url(), "the token stays in the address bar").not.toContain("import=");
  await other.screenshot({ path: `${screens}/links-imported.png`, fullPage: true });
  // the seats open as their own: each card opens the seat's page
  await other.locator(".match-card").filter({ hasText: id2 }).getByRole("link").first().click();
  await other.getByText("Lou too").first().waitFor();

  // a link that no longer works says so, and pasting seat links still adds matches
  const late = await newPage(MOBILE, "links-bad");
  await late.goto("/links#import=bm9ib2R5.1.forged");
  await late.getByRole("status").filter({ hasText: "not valid or has expired" }).waitFor();
  await late.screenshot({ path: `${screens}/links-bad-link-phone.png`, fullPage: true });
  await late.getByLabel("The message or the links").fill(`here: ${r.body.seats[0]!.link}`);
  await late.getByRole("button", { name: "Add these matches" }).click();
  await late.locator(".match-card").filter({ hasText: id }).waitFor();
});
