// Issue #41: the how-to-play pages showed no picture of the board. Each of the 12 (3 games × 4 languages) now opens
// with the board as the match page draws it (web/public/howto/<game>.svg, npm run howto:pictures), described in the
// page's language, loaded whole and inside the page at 390 and 1280 wide.
import { base } from "./api.js";
import { LAPTOP, PHONE, expect, screens, test } from "./fixtures.js";

const GAMES = { tongiaki: "Tongiaki", "tonga-bonga": "Tonga Bonga", wongar: "Wongar" } as const;
const ALT = {
  en: { locale: "en-GB", alt: (g: string) => `A ${g} board part-way through a three-player match, as the match page shows it` },
  fr: {
    locale: "fr-FR",
    alt: (g: string) => `Un plateau de ${g} en cours de partie à trois joueurs, tel que la page de la partie l'affiche`,
  },
  de: { locale: "de-DE", alt: (g: string) => `Ein ${g}-Spielplan mitten in einer Partie zu dritt, so wie die Partieseite ihn zeigt` },
  it: { locale: "it-IT", alt: (g: string) => `Un tabellone di ${g} a metà di una partita a tre, come lo mostra la pagina della partita` },
} as const;

test("every how-to-play page shows its game's board, described in the page's language (issue #41)", async ({ browser }) => {
  const bad: string[] = [];
  for (const [lang, { locale, alt }] of Object.entries(ALT)) {
    for (const size of lang === "en" || lang === "de" ? [PHONE, LAPTOP] : [PHONE]) {
      const context = await browser.newContext({ baseURL: base, viewport: size, locale, serviceWorkers: "block" });
      const page = await context.newPage();
      for (const [game, name] of Object.entries(GAMES)) {
        await page.goto(`/how-to-play/${game}`);
        await page.locator("#goal").waitFor();
        const img = page.locator("figure.howto-board img");
        await expect(img, `${game} ${lang}`).toHaveAttribute("src", `/howto/${game}.svg`);
        await expect(img, `${game} ${lang}`).toHaveAttribute("alt", alt(name));
        await img.scrollIntoViewIfNeeded();
        // loaded and drawn (a missing or broken file has no natural size), no wider than the page
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), `${game} ${lang} loaded`)
          .toBe(1200);
        const box = await img.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > size.width || box.width < size.width / 2)
          bad.push(`${game} ${lang} ${size.width}: the picture at ${JSON.stringify(box)}`);
        if (game === "wongar" || lang === "en") await page.screenshot({ path: `${screens}/41-howto-${game}-${lang}-${size.width}.png` });
      }
      await context.close();
    }
  }
  expect(bad, "pictures outside the page or squeezed").toEqual([]);
});

test("the board pictures are SVG drawings the page's CSP lets in, with nothing that runs (issue #41)", async ({ request }) => {
  for (const game of Object.keys(GAMES)) {
    const r = await request.get(`/howto/${game}.svg`);
    expect(r.status(), game).toBe(200);
    expect(r.headers()["content-type"], game).toMatch(/^image\/svg\+xml/);
    const svg = await r.text();
    expect(svg, game).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg, game).not.toMatch(/<script|\son\w+=|href="http/i);
  }
});
