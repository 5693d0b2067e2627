/**
 * The probe's URL families (issue #39): every route of /api/openapi.json under every method, its path parameters
 * replaced by malformed percent-encodings, control characters, overlong and odd segments. Every answer must be below
 * 500 (a malformed id is a 404 like an id of no match), a 405 must carry `Allow`, and no answer may echo a secret.
 * Run by scripts/probe.ts, whose `call` counts the requests, the 5xx and the error shapes.
 */
import type { Probe } from "./probe-abuse.js";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] as const;

/** Path segments that decode to nothing routable, or not at all. */
export const BAD_SEGMENTS: readonly string[] = [
  "%FF%FE",
  "%E0%A4%A",
  "abc%ZZ",
  "abc%",
  "%",
  "%%",
  "%C0%AF",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%EF%BF%BF",
  "%00",
  "a%00b",
  "%0A",
  "%0D%0AX-Injected:%201",
  "%1F",
  "%7F",
  "%C2%85",
  "%E2%80%AE",
  "%252e%252e",
  "%2e%2e",
  "..%2F..%2Fetc%2Fpasswd",
  "%2F%2F",
  "a".repeat(3000),
  "%41".repeat(1500),
  "%FF".repeat(700),
  "k3Jx9_aQ2mZp%",
  "k3Jx9_aQ2mZp%FF",
  "-1",
  "1e309",
];

/** Every path of the description with each of its `{param}`s given one bad segment (the others a plausible value). */
export function malformedPaths(paths: readonly string[], realId: string): string[] {
  const out: string[] = [];
  for (const path of paths) {
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const plain = (p: string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === p ? "\u0001" : name === "id" ? realId : "0"));
    if (params.length === 0) {
      for (const bad of BAD_SEGMENTS.slice(0, 8)) out.push(`${path}/${bad}`, `${path}${bad}`);
      continue;
    }
    for (const p of params) for (const bad of BAD_SEGMENTS) out.push(plain(p).replace("\u0001", bad));
  }
  return out;
}

/**
 * Sends `count` requests (all of them when `count` is Infinity) over paths × methods, in an order `pick` chooses;
 * checks what `call` does not: a 405's Allow, no echo of the seat secret.
 */
export async function urlFamilies(
  p: Probe,
  paths: readonly string[],
  target: { id: string; secret: string },
  count: number,
  rand: (n: number) => number,
  concurrency = 8,
): Promise<string> {
  const all = malformedPaths(paths, target.id).flatMap((path) => METHODS.map((method) => ({ method, path })));
  // a seeded shuffle: a short run still covers every family and method somewhere
  for (let i = all.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  const planned = all.slice(0, Math.min(count, all.length));
  let next = 0;
  let notAllowed = 0;
  const work = async () => {
    while (next < planned.length) {
      const { method, path } = planned[next++]!;
      const withBody = method === "POST" || method === "PUT" || method === "PATCH";
      const r = await p.call(method, path, {
        secret: rand(2) === 0 ? target.secret : undefined,
        ...(withBody ? { body: "{}", headers: { "content-type": "application/json" } } : {}),
      });
      if (r.status === 405) {
        notAllowed++;
        if (!r.allow) p.failed(`${method} ${path.slice(0, 80)}: 405 without Allow`);
      }
      if (r.text.includes(target.secret)) p.failed(`${method} ${path.slice(0, 80)}: the answer echoes the seat secret`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return `URL families: ${planned.length} of ${all.length} malformed path × method requests (${notAllowed} answered 405)`;
}
