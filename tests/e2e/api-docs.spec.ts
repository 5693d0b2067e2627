// The API reference at /api/docs/ (web/public/api/docs/, Redoc from our own files), reached from the site's footer:
// it lists every route of the description the server serves, logs no error, and its curl walkthrough (docs/api.md,
// also the reference's introduction) plays a match as written.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { base } from "./api.js";
import { LAPTOP, PHONE, expect, screens, sleep, test, type Size } from "./fixtures.js";
import type { Locator, Page } from "@playwright/test";

/** The window at each size with `at` scrolled to its top (the page is Redoc's, tens of thousands of pixels long). */
async function windowAt(page: Page, at: Locator, name: string, sizes: Size[] = [PHONE, LAPTOP]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await at.evaluate((e) => e.scrollIntoView());
    await sleep(300);
    await page.screenshot({ path: `${screens}/${name}-${size.width}.png` });
  }
}

type Operation = { operationId: string; summary?: string };
const described = JSON.parse(readFileSync("worker/openapi.json", "utf8")) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(described.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ method, path, id: op.operationId })),
);

test("the footer links the API reference, which lists every route of the description without a console error", async ({ newPage }) => {
  const page = await newPage(LAPTOP, "api docs");
  await page.goto("/");
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/api\/docs\/$/);
  await expect(page).toHaveTitle("Waka API reference");
  await page.getByRole("heading", { name: "Play a match with curl" }).waitFor();
  for (const op of operations) {
    // Redoc names each operation's section by its operationId; its method and path stand in the middle column
    const section = page.locator(`[data-section-id$="/operation/${op.id}"]`);
    await expect(section, `${op.method.toUpperCase()} ${op.path}`).toContainText(op.path);
  }
  const menu = await page.locator('[data-item-id*="operation/"]').evaluateAll((items) => items.map((i) => i.getAttribute("data-item-id")));
  expect(new Set(menu).size, "one menu entry per route").toBe(operations.length);
  await windowAt(page, page.getByRole("heading", { name: "Play a match with curl" }), "api-docs-walkthrough");
  await windowAt(page, page.locator(`[data-section-id$="/operation/postMatchesByIdMoves"]`), "api-docs-move");
});

test("only the reference page may use inline styles; its scripts are still this origin's files", async () => {
  // /api/docs (the address people type) leads to the page
  const typed = await fetch(`${base}/api/docs`, { redirect: "manual" });
  expect([301, 307, 308]).toContain(typed.status);
  expect(new URL(typed.headers.get("location") ?? "", base).pathname).toBe("/api/docs/");
  const docs = await fetch(`${base}/api/docs/`);
  expect(docs.status).toBe(200);
  const csp = docs.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self';/);
  expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
  expect(docs.headers.get("x-frame-options")).toBe("DENY");
  const bundle = await fetch(`${base}/api/docs/redoc.standalone.js`);
  expect(bundle.status).toBe(200);
  expect(bundle.headers.get("content-type") ?? "").toMatch(/javascript/);
  const home = await fetch(`${base}/`);
  expect(home.headers.get("content-security-policy") ?? "").not.toMatch(/unsafe-inline/);
});

test("the curl walkthrough in docs/api.md plays a match as written", async () => {
  const blocks = [...readFileSync("docs/api.md", "utf8").matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
  expect(blocks.length).toBeGreaterThanOrEqual(5);
  const script = ["set -euo pipefail", 'cd "$(mktemp -d)"', ...blocks].join("\n").replace(/^WAKA=.*$/m, `WAKA=${base}`);
  const out = execFileSync("bash", ["-c", script], { encoding: "utf8", timeout: 60_000 });
  // the move was taken (seq 1), the log shows it, and the match polled with its ETag is unchanged
  expect(out).toMatch(/"seq": 1,/);
  expect(out).toMatch(/\{"seq":1,"seat":\d,"move":"[a-z-]+"\}/);
  expect(out.trim().split("\n").at(-1)).toBe("304");
});
