/**
 * The small HTML pages behind the links of an e-mail (unsubscribe, confirm, an invitation), which the main Worker
 * serves (worker/routes/link-pages.ts) and has rendered here, in the page's language, by the DELIVERY binding's `page`.
 * A GET only shows a page with a button — link scanners and prefetchers follow GET links — and the button's POST
 * acts. Their CSP comes from the main Worker's security middleware (worker/middleware.ts), which allows exactly the
 * page's own stylesheet by its hash and forms to this origin.
 */
import { isLang } from "../i18n/core.js";
import type { LinkPage, PageWord } from "../protocol/delivery.js";
import { PAGE_WORDS } from "./page-words.js";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const STYLE = `
body{font-family:system-ui,sans-serif;line-height:1.5;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1d2733;background:#f6f3ec}
h1{font-size:1.4rem;margin:0 0 1rem}
p{margin:.5rem 0 1rem}
form{margin:1rem 0}
button{font:inherit;padding:.55rem 1.1rem;border-radius:.4rem;border:1px solid #1d5c7a;background:#1d5c7a;color:#fff;cursor:pointer}
button.quiet{background:transparent;color:#1d5c7a}
button:focus-visible{outline:3px solid #e0a33b;outline-offset:2px}
nav{margin-top:2rem;display:flex;gap:1.2rem;flex-wrap:wrap}
a{color:#1d5c7a}
`;

/** The page in its language: each word named by key, and said of its value where it takes one. */
export function renderPage(content: LinkPage): string {
  const words = PAGE_WORDS[isLang(content.lang) ? content.lang : "en"];
  const say = (w: PageWord): string => (typeof w === "string" ? words[w] : (words[w[0]] as (arg: unknown) => string)(w[1]));
  const title = say(content.title);
  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(say(p))}</p>`).join("");
  const forms = (content.forms ?? [])
    .map(
      (f) =>
        `<form method="post" action="${escapeHtml(f.action)}">` +
        `<button type="submit"${f.quiet ? ' class="quiet"' : ""}>${escapeHtml(say(f.button))}</button></form>`,
    )
    .join("");
  const link = (l: { href: string; text: PageWord }) => `<a href="${escapeHtml(l.href)}">${escapeHtml(say(l.text))}</a>`;
  const links = content.links?.length ? `<nav>${content.links.map(link).join("")}</nav>` : "";
  return (
    `<!doctype html><html lang="${escapeHtml(content.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Waka: ${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${paragraphs}${forms}${links}</main></body></html>`
  );
}
