// The site as a whole: the empty home page in the browser's language, the 404 page, and the security headers.
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
