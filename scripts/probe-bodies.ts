/**
 * The probe's malformed inputs (scripts/probe.ts, `npm run probe`): percent-encoded junk for URLs, bodies over the
 * size limit, and for a route's valid body the broken ones an attacker sends (wrong types, mutated fields, prototype
 * keys, deep nesting, sizes near the limit, broken JSON, wrong content types, odd unicode). Drawn from the probe's
 * seeded generator, so a run is repeatable.
 */

/** Percent-encodes junk for a URL; a lone surrogate becomes the (invalid UTF-8) bytes of its code unit. */
export const enc = (s: string): string =>
  s
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part, i) => (i % 2 ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");

export const json = (v: unknown) => ({ body: JSON.stringify(v), headers: { "content-type": "application/json" } });

export function chunked(size: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("[".repeat(16 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(c) {
      if (sent >= size) return c.close();
      c.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

/** Strings that break naive code: lone surrogates, NUL, bidi, header injection, markup, paths, prototype keys. */
export const STRANGE = [
  "\ud800",
  "\u0000",
  "\u202e\u0635",
  "🀄️👩‍👩‍👧",
  "a\r\nX-Injected: 1",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "x".repeat(70_000),
  "é".repeat(40_000),
  "__proto__",
  "constructor",
  "",
  " ",
  "https://169.254.169.254/latest",
  "ana@example.org\nbcc: x@example.org",
];
export const NUMBERS = [0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 64, 63, 7, 1e-9];

/** The probe's seeded generator: an integer below n. */
type Rand = (n: number) => number;

const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[rand(xs.length)]!;

function junk(rand: Rand, depth = 0): unknown {
  switch (rand(depth > 3 ? 5 : 8)) {
    case 0:
      return pick(rand, NUMBERS);
    case 1:
      return pick(rand, STRANGE);
    case 2:
      return pick(rand, [true, false, null]);
    case 3:
      return String(pick(rand, NUMBERS));
    case 4:
      return {};
    case 5:
      return Array.from({ length: rand(4) }, () => junk(rand, depth + 1));
    case 6:
      return Object.fromEntries(
        Array.from({ length: rand(4) }, () => [
          pick(rand, [
            "type",
            "game",
            "seats",
            "name",
            "move",
            "seq",
            "__proto__",
            "constructor",
            "prototype",
            pick(rand, STRANGE).slice(0, 20),
          ]),
          junk(rand, depth + 1),
        ]),
      );
    default:
      return [];
  }
}

/** Replaces one random leaf or branch of a valid body with junk. */
function mutate(rand: Rand, v: unknown): unknown {
  if (v === null || typeof v !== "object" || rand(4) === 0) return junk(rand);
  const copy: any = Array.isArray(v) ? [...v] : { ...(v as object) };
  const keys = Object.keys(copy);
  if (keys.length === 0 || rand(6) === 0) {
    copy[pick(rand, ["__proto__", "constructor", "extra", "0", "seats", "move"])] = junk(rand);
    return copy;
  }
  const k = pick(rand, keys);
  copy[k] = mutate(rand, copy[k]);
  return copy;
}

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** One malformed request body for a route whose valid body is `valid`. */
export function malformed(rand: Rand, valid: unknown, i: number): { body?: RequestInit["body"]; headers: Record<string, string> } {
  const ct = { "content-type": "application/json" };
  if (i % 2500 === 1249) return { body: chunked(70 * 1024 + rand(4096)), headers: ct };
  switch (rand(12)) {
    case 0:
      return { body: JSON.stringify(junk(rand)), headers: ct };
    case 1:
    case 2:
    case 3:
      return { body: JSON.stringify(mutate(rand, valid)), headers: ct };
    case 4:
      return {
        body: `{"__proto__":{"isAdmin":true,"seq":0},"constructor":{"prototype":{"x":1}},${JSON.stringify(valid).slice(1)}`,
        headers: ct,
      };
    case 5:
      return {
        body: pick(rand, [nested(1 + rand(20_000), "[", "]"), nested(1 + rand(5000), '{"a":', "}").replace(/}$/, "1}")]),
        headers: ct,
      };
    case 6:
      return { body: JSON.stringify({ ...(valid as object), pad: "x".repeat(pick(rand, [60_000, 65_400, 65_536, 66_000])) }), headers: ct };
    case 7: {
      const s = JSON.stringify(valid);
      return {
        body: pick(rand, [
          s.slice(0, rand(s.length)),
          `${s},`,
          `\ufeff${s}`,
          s.replace(/:/, ":NaN,"),
          `${s}//x`,
          "",
          "null",
          "[]",
          '"str"',
          "{'a':1}",
        ]),
        headers: ct,
      };
    }
    case 8:
      return {
        body: JSON.stringify(valid),
        headers: {
          "content-type": pick(rand, [
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/json; charset=utf-16",
            "application/xml",
            "",
            "application/json-patch+json",
          ]),
        },
      };
    case 9:
      return { body: new Uint8Array(Array.from({ length: 1 + rand(512) }, () => rand(256))), headers: ct };
    case 10:
      return { body: JSON.stringify(valid).replace(/"[^"]*"(?=[,}\]])/, JSON.stringify(pick(rand, STRANGE))), headers: ct };
    default:
      return { headers: ct };
  }
}
