/**
 * The small HTML pages behind the links of an e-mail (unsubscribe, confirm). A GET only shows a page with a button
 * — link scanners and prefetchers follow GET links — and the button's POST acts. Their CSP comes from the security
 * middleware (worker/middleware.ts), which allows exactly the page's own stylesheet by its hash and forms to this
 * origin.
 */
import type { Context } from "hono";

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
.muted{color:#5b6670;font-size:.9rem}
nav{margin-top:2rem;display:flex;gap:1.2rem;flex-wrap:wrap}
a{color:#1d5c7a}
`;

/** A form that POSTs to `action` (a same-origin path with its query) with one button. */
export interface PageForm {
  action: string;
  button: string;
  quiet?: boolean;
  note?: string;
}

export interface PageContent {
  /** The language the page is written in (its `lang`). */
  lang: string;
  title: string;
  paragraphs: string[];
  forms?: PageForm[];
  /** Where to go from here (the match, Waka's home page): same-origin paths. */
  links?: { href: string; text: string }[];
}

export function renderPage(content: PageContent): string {
  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const forms = (content.forms ?? [])
    .map(
      (f) =>
        `<form method="post" action="${escapeHtml(f.action)}">` +
        (f.note ? `<p class="muted">${escapeHtml(f.note)}</p>` : "") +
        `<button type="submit"${f.quiet ? ' class="quiet"' : ""}>${escapeHtml(f.button)}</button></form>`,
    )
    .join("");
  const link = (l: { href: string; text: string }) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>`;
  const links = content.links?.length ? `<nav>${content.links.map(link).join("")}</nav>` : "";
  return (
    `<!doctype html><html lang="${escapeHtml(content.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Waka: ${escapeHtml(content.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(content.title)}</h1>${paragraphs}${forms}${links}</main></body></html>`
  );
}

/** The page as a response (never cached: its buttons carry a token). */
export function htmlPage(c: Context, content: PageContent, status: 200 | 403 = 200): Response {
  c.header("Cache-Control", "no-store");
  return c.html(renderPage(content), status);
}
