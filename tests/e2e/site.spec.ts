// The site as a whole: the empty home page in the browser's language, the 404 page, and the security headers.
import { readFileSync } from "node:fs";
import { base } from "./api.js";
import { MOBILE, expect, shotAt, test } from "./fixtures.js";

test("home page: empty state, language from the browser, 404 page", async ({ newPage, browser }) => {
  const page = await newPage(MOBILE, "home");
  await page.goto("/");
  await page.getByRole("heading", { name: "No matches yet" }).waitFor();
  await shotAt(page, "01-home-empty");
  await page.goto("/no/such/page");
  await page.getByRole("heading", { name: "Nothing here" }).waitFor();
  await shotAt(page, "02-not-found");
  const ctxFr = await browser.newContext({ viewport: MOBILE, locale: "fr-FR" });
  const pfr = await ctxFr.newPage();
  await pfr.goto(base + "/");
  await pfr.getByRole("heading", { name: "Pas encore de partie" }).waitFor();
  await ctxFr.close();
});

test("pages carry a strict CSP, no-referrer, nosniff and HSTS", async () => {
  for (const path of ["/", "/m/abcdefgh12"]) {
    const r = await fetch(base + path);
    expect(r.ok, `${path} answered ${r.status}`).toBe(true);
    const csp = r.headers.get("content-security-policy") ?? "";
    expect(csp, `${path} CSP`).toMatch(/script-src 'self'/);
    expect(csp, `${path} CSP`).not.toMatch(/unsafe-inline/);
    expect(r.headers.get("referrer-policy"), `${path} Referrer-Policy`).toBe("no-referrer");
    expect(r.headers.get("x-content-type-options"), `${path} nosniff`).toBe("nosniff");
    expect(r.headers.get("strict-transport-security") ?? "", `${path} HSTS`).toMatch(/max-age=31536000/);
  }
});

test("the API description is the committed worker/openapi.json, served as a static file to any origin", async () => {
  const r = await fetch(base + "/api/openapi.json", { headers: { origin: "https://elsewhere.example" } });
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type") ?? "").toMatch(/application\/json/);
  expect(r.headers.get("access-control-allow-origin")).toBe("*");
  expect(r.headers.get("x-content-type-options")).toBe("nosniff");
  const committed = JSON.parse(readFileSync("worker/openapi.json", "utf8")) as { openapi: string; paths: object };
  const served = (await r.json()) as typeof committed;
  expect(served).toEqual(committed);
  expect(served.openapi).toBe("3.1.0");
  // every other /api/* path still reaches the Worker (a JSON error, not the web app's page)
  const other = await fetch(base + "/api/openapi.yaml");
  expect(other.status).toBe(404);
  expect(((await other.json()) as { error: { code: string } }).error.code).toBe("not_found");
});
