/**
 * The probe's checks of issue #39's limits at the edge, against its `wrangler dev` (all requests come from one
 * client, the probe's loopback address):
 *
 * - lobby flood: public tables until refused; the sixth must be 429 too_many_tables, and one that fills frees a place;
 * - cross-site: a form post and a JSON write with another site's Origin / Sec-Fetch-Site are 403 cross_site, and the
 *   same request from no browser passes; a method a path does not answer is 405 with Allow.
 */
import type { Probe } from "./probe-abuse.js";

const json = (v: unknown, headers: Record<string, string> = {}) => ({
  body: JSON.stringify(v),
  headers: { "content-type": "application/json", ...headers },
});
const table = { game: "tongiaki", seats: [{ name: "Host" }, { open: true }], public: true };

export async function lobbyFlood(p: Probe): Promise<string> {
  const made: string[] = [];
  let refused: { status: number; body: any } | null = null;
  for (let i = 0; i < 8 && !refused; i++) {
    const r = await p.call("POST", "/api/matches", json(table));
    if (r.status === 201) made.push(r.body.id);
    else refused = r;
  }
  if (refused?.status !== 429 || refused.body?.error?.code !== "too_many_tables" || made.length !== 5)
    p.failed(`lobby flood: ${made.length} tables, then ${refused?.status ?? "none refused"} ${refused?.body?.error?.code ?? ""}`);
  // a table that fills frees its place
  if (made[0]) await p.call("POST", `/api/matches/${made[0]}/join`, json({ name: "Guest" }));
  const again = await p.call("POST", "/api/matches", json(table));
  if (again.status !== 201) p.failed(`lobby flood: after a table filled, a new one got ${again.status}`);
  return `lobby flood: ${made.length} public tables from one client, the next ${refused?.status} ${refused?.body?.error?.code}; after one filled: ${again.status}`;
}

export async function crossSite(p: Probe): Promise<string> {
  const match = json({ game: "tongiaki", seats: [{ name: "A" }, { name: "B" }] }, { origin: "https://evil.example" });
  const forged = await p.call("POST", "/api/matches", match);
  const framed = await p.call("POST", "/api/matches", {
    ...match,
    headers: { ...match.headers, origin: "null", "sec-fetch-site": "cross-site" },
  });
  const plain = await p.call("POST", "/api/matches", json({ game: "tongiaki", seats: [{ name: "A" }, { name: "B" }] }));
  for (const [what, r, want] of [
    ["Origin: https://evil.example", forged, 403],
    ["Sec-Fetch-Site: cross-site", framed, 403],
    ["no browser headers", plain, 201],
  ] as const)
    if (r.status !== want) p.failed(`cross-site: a write with ${what} got ${r.status}, not ${want}`);
  const trace = await p.call("TRACE", "/api/games");
  if (trace.status !== 405 || !trace.allow?.includes("GET")) p.failed(`TRACE /api/games: ${trace.status}, Allow ${trace.allow}`);
  return `cross-site: forged writes ${forged.status}/${framed.status}, a plain client's ${plain.status}; TRACE /api/games ${trace.status} (Allow: ${trace.allow})`;
}
