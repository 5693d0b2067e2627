// Issue #41: axe-core (the @axe-core/playwright pinned in package.json) finds no critical or serious violation on any
// page a player meets, at 390 and 1280 wide: home, new match, created, lobby, how-to-play, my links, each game's seat
// and spectator pages, the replay, and the pages behind a message's links (confirm the address, the invitation,
// unsubscribe). Every rule axe runs by default (WCAG 2.0–2.2 A/AA and best practices) counts, plus
// label-content-name-mismatch (WCAG 2.5.3), which axe keeps among its experimental rules.
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { api, createMatch, local, seatOf, type Mail } from "./api.js";
import { LAPTOP, PHONE, expect, sleep, test, until, type Size } from "./fixtures.js";

const GAMES = ["tongiaki", "tonga-bonga", "wongar"] as const;
const NAMES = ["Dana", "Emil", "Gus", "Bruno"];

/** The critical and serious violations axe finds on the page as it stands: "rule (impact) ×n: first targets". */
async function violations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  return r.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map(
      (v) =>
        `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
          .join(" | ")}`,
    );
}

/** The pages of a match to check, made through the API: each game's seat on turn, its spectator page, its replay. */
async function matchPages(): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const game of GAMES) {
    const seats = NAMES.slice(0, game === "tongiaki" ? 2 : 3).map((name) => ({ name }));
    const created = (await createMatch({ game, seats })).body;
    out.push([`${game} seat`, local(seatOf(created, 0).link)], [`${game} spectator`, `/m/${created.id}`]);
    if (game === "wongar") out.push([`${game} replay`, `/m/${created.id}/replay`]);
    out.push([`how to play ${game}`, `/how-to-play/${game}`]);
  }
  return out;
}

/** The pages behind a message's links for a seat given an address: confirm it, the invitation, stop all e-mail. */
async function addressPages(): Promise<[string, string][]> {
  const address = `axe-${Date.now()}@example.org`;
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Dana" }, { name: "Emil", email: address }] })).body;
  const mails = async () => (await api<{ messages?: Mail[] }>(`/api/dev/mailbox?match=${created.id}&seat=1`)).body.messages ?? [];
  const confirmation = await until(async () => (await mails()).find((m) => /\/confirm\?/.test(m.body)), "the confirmation", {
    timeout: 30_000,
    interval: 500,
  });
  const confirm = local(/https?:\/\/\S+\/confirm\?\S+/.exec(confirmation.body)![0]);
  const stopAll = local(
    /https?:\/\/\S+\/api\/email\/\S+\/unsubscribe\?\S+/.exec(confirmation.body)?.[0] ?? confirm.replace("/confirm?", "/unsubscribe?"),
  );
  const confirmed = await api(`${new URL(confirm).pathname}${new URL(confirm).search}`, { method: "POST", redirect: "manual" });
  expect(confirmed.status, "confirming the address").toBeLessThan(400);
  const invite = await until(async () => (await mails()).find((m) => /\/invitation\?t=/.test(m.body)), "the invitation", {
    timeout: 30_000,
    interval: 500,
  });
  return [
    ["confirm address", confirm],
    ["invitation", local(invite.link)],
    ["unsubscribe from all", stopAll],
  ];
}

/** Home → new match → created, through the form as a player goes (the created page shows what this browser made). */
async function throughTheForm(page: Page, check: (name: string) => Promise<void>) {
  await page.goto("/");
  await page.locator("h1").first().waitFor();
  await check("home");
  await page.goto("/new");
  await page.getByRole("radio", { name: /Wongar/ }).check();
  for (const [i, name] of NAMES.slice(0, 3).entries()) await page.fill(`input[name="seat-${i}"]`, name);
  await check("new match");
  await page.getByRole("button", { name: "Create the match" }).click();
  await page.waitForURL(/\/created\//);
  await check("created");
}

test("axe-core finds no critical or serious violation on any page a player meets, at 390 and 1280 wide", async ({ newPage }) => {
  test.setTimeout(600_000);
  const pages: [string, string][] = [
    ["lobby", "/lobby"],
    ["how to play", "/how-to-play"],
    ["my links", "/links"],
    ...(await matchPages()),
    ...(await addressPages()),
  ];
  const found: string[] = [];
  for (const size of [PHONE, LAPTOP] as Size[]) {
    const page = await newPage(size, `axe-${size.width}`);
    const check = async (name: string) => {
      await sleep(400); // the page's texts and live state settle
      for (const v of await violations(page)) found.push(`${name} at ${size.width}: ${v}`);
    };
    await throughTheForm(page, check);
    for (const [name, url] of pages) {
      await page.goto(url);
      await page.locator("h1, h2").first().waitFor();
      await check(name);
    }
  }
  expect(found, "critical or serious accessibility violations (axe-core)").toEqual([]);
});
