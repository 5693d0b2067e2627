/**
 * Browser checks of shared links (`npm run test:e2e:unfurl`): headless Chromium against its own `wrangler dev`
 * with the image Worker beside it (scripts/devserver.ts), as `npm start` runs them.
 *
 * - The board SVG of each game renders in an <img> on another origin's page (a forum), at its full size, and
 *   opened on its own it applies its inlined CSS under its own CSP, with no console error.
 * - The match page a shared link opens carries the preview tags, and the app still starts under them.
 * - "Send me my links": the form, the confirmation of a new address, the message, and pasting it into the home
 *   page of a browser that holds nothing, which then lists the match.
 *
 * Prints "e2e unfurl: N passed, N failed"; screenshots go to test-results/e2e/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { startDevServer } from "../../scripts/devserver.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const out = join(process.cwd(), "test-results/e2e");
mkdirSync(out, { recursive: true });

const results: boolean[] = [];
/** Runs one check and prints its line; a failure prints the head of its stack and the run goes on. */
async function test(name: string, fn: () => Promise<void>) {
  const started = Date.now();
  const ok = await fn().then(
    () => true,
    (e: unknown) => {
      console.log(`  ✗ ${name}\n    ${String((e as Error)?.stack ?? e).split("\n", 4).join("\n    ")}`);
      return false;
    },
  );
  if (ok) console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  results.push(ok);
}
function assert(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

const GAMES = ["tongiaki", "tonga-bonga", "wongar"];

const server = await startDevServer({ MAILBOX: "on", RATE_LIMIT_WRITES_PER_MINUTE: "0" }, { image: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
};

try {
  const created: Record<string, { id: string }> = {};
  for (const game of GAMES) {
    const r = await fetch(`${server.base}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game, seats: [{ name: 'Ana "<>&' }, { name: "Bo" }, { name: "Cy" }] }),
    });
    assert(r.status === 201, `create ${game}: ${r.status}`);
    created[game] = (await r.json()) as { id: string };
  }

  for (const game of GAMES) {
    await test(`${game}: board.svg renders in an <img> on another site, whole`, async () => {
      const page = await browser.newPage({ viewport: { width: 1300, height: 1000 } });
      const errors = errorsOf(page);
      // a page on another origin (about:blank here), as a forum post shows the picture
      await page.setContent(`<body style="margin:0"><img id="b" src="${server.base}/api/matches/${created[game]!.id}/board.svg" alt="board"></body>`);
      const size = await page.waitForFunction(() => {
        const img = document.getElementById("b") as HTMLImageElement;
        return img.complete && img.naturalWidth > 0 ? { w: img.naturalWidth, h: img.naturalHeight } : null;
      });
      const { w, h } = (await size.jsonValue())!;
      assert(w === 1200 && h > 300, `the picture is ${w}×${h}`);
      await page.locator("#b").screenshot({ path: join(out, `unfurl-${game}-img.png`) });
      assert(errors.length === 0, errors.join("\n"));
      await page.close();
    });

    await test(`${game}: board.svg opened on its own applies its inlined CSS under its own CSP`, async () => {
      const page = await browser.newPage();
      const errors = errorsOf(page);
      const res = await page.goto(`${server.base}/api/matches/${created[game]!.id}/board.svg`);
      assert(res?.headers()["content-type"]?.startsWith("image/svg+xml"), "not served as SVG");
      const root = await page.evaluate(() => document.documentElement.tagName);
      assert(root === "svg", `the document is <${root}>`);
      // a text of the board is drawn in the inlined font stack, which only the inlined <style> sets
      const family = await page.evaluate(() => getComputedStyle(document.querySelector("text")!).fontFamily);
      assert(/Waka Sans/.test(family), `text font is ${family}: the inlined CSS did not apply`);
      assert(errors.length === 0, errors.join("\n"));
      await page.close();
    });
  }

  await test("the match page a shared link opens has the preview tags, and the app starts under them", async () => {
    const page = await browser.newPage();
    const errors = errorsOf(page);
    const id = created.tongiaki!.id;
    await page.goto(`${server.base}/m/${id}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    assert(image === `${server.base}/api/matches/${id}/board.png?seq=0`, `og:image is ${image}`);
    const title = await page.locator('meta[property="og:title"]').getAttribute("content");
    assert(title === `Tongiaki — Ana "<>&'s turn (move 1)`, `og:title is ${title}`);
    await page.locator(".board-svg").first().waitFor();
    const png = await fetch(image);
    const bytes = new Uint8Array(await png.arrayBuffer());
    assert(png.headers.get("content-type") === "image/png" && bytes[0] === 0x89 && bytes[1] === 0x50, "og:image is not a PNG");
    assert(errors.length === 0, errors.join("\n"));
    await page.close();
  });

  await test("send me my links: the form, the confirmation, the message, and pasting it on another device's home page", async () => {
    const email = "e2e.links@mail.example";
    const r = await fetch(`${server.base}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "wongar", seats: [{ name: "Lou", email }, { name: "Max" }, { name: "Ned" }] }),
    });
    const match = (await r.json()) as { id: string };
    const ask = await browser.newContext();
    const page = await ask.newPage();
    const errors = errorsOf(page);
    await page.goto(`${server.base}/links`);
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: "Send me my links" }).click();
    await page.getByRole("status").filter({ hasText: "the links are on their way" }).waitFor();
    assert(errors.length === 0, errors.join("\n"));
    await ask.close();

    type Mail = { to: string | null; subject: string; body: string };
    const mailbox = async () => ((await (await fetch(`${server.base}/api/dev/mailbox`)).json()) as { messages: Mail[] }).messages.filter((m) => m.to === email);
    const mailed = async (subject: string) => {
      for (let i = 0; i < 100; i++) {
        const m = (await mailbox()).find((x) => x.subject.startsWith(subject));
        if (m) return m;
        await new Promise((res) => setTimeout(res, 200));
      }
      throw new Error(`no "${subject}" message for ${email}`);
    };
    // a new address: the confirmation comes first, the links once it is confirmed
    const confirmation = await mailed("Waka: confirm your e-mail address");
    const confirm = /(http:\/\/127\.0\.0\.1:\d+\/api\/email\/[0-9a-f]{64}\/confirm\?t=[\w-]+)/.exec(confirmation.body)![1]!;
    assert((await fetch(confirm, { method: "POST" })).ok, "confirming failed");
    const message = await mailed("Waka: your links");
    assert(message.body.includes(`/m/${match.id}#seat=`), "the message has no seat link of the match");

    // another device: nothing in My matches until the message is pasted
    const other = await browser.newContext();
    const home = await other.newPage();
    const homeErrors = errorsOf(home);
    await home.goto(`${server.base}/`);
    await home.getByLabel("The message or the links").fill(message.body);
    await home.getByRole("button", { name: "Add these matches" }).click();
    await home.getByRole("status").filter({ hasText: "1 match added to My matches." }).waitFor();
    await home.locator(".match-card").filter({ hasText: match.id }).waitFor();
    await home.screenshot({ path: join(out, "unfurl-links-imported.png"), fullPage: true });
    assert(homeErrors.length === 0, homeErrors.join("\n"));
    await other.close();
  });
} catch (e) {
  console.error(e);
  results.push(false);
} finally {
  await browser.close();
  await server.stop();
}

const passed = results.filter(Boolean).length;
console.log(`e2e unfurl: ${passed} passed, ${results.length - passed} failed`);
process.exit(passed > 0 && passed === results.length ? 0 : 1);
