/**
 * The seat links in a pasted text — the "send me my links" e-mail, or any notes with links in them — that point to
 * this site: `<origin>/m/<id>#seat=<secret>`, each once. Links of another site are ignored: their secrets are only
 * ever sent to our own API, and only for links this site gave out.
 */
export interface SeatLink {
  id: string;
  secret: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function seatLinksIn(text: string, origin: string): SeatLink[] {
  const re = new RegExp(`${escapeRegExp(origin)}/m/([A-Za-z0-9_-]{8,32})#seat=([A-Za-z0-9_-]{16,128})(?![A-Za-z0-9_-])`, "g");
  const seen = new Set<string>();
  const out: SeatLink[] = [];
  for (const m of text.matchAll(re)) {
    const key = `${m[1]}#${m[2]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: m[1]!, secret: m[2]! });
  }
  return out;
}
