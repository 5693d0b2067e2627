/**
 * `405 Method Not Allowed` with `Allow` (RFC 9110 §15.5.6) for a path some route answers under other methods
 * (`TRACE /api/games`, `DELETE /api/matches/{id}`); a path no route answers stays a 404. Built from the app's own
 * routing table, so a route added later is known without a list kept by hand.
 */
import type { Context, Hono } from "hono";
import { errorBody } from "./errors.js";

interface Known {
  pattern: RegExp;
  methods: Set<string>;
}

/** A hono route path (`/api/matches/:id/log`, `:seq{[0-9]+}`, `*`) as a regular expression over the raw path. */
function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) {
        const custom = /^:[^{]+\{(.+)\}$/.exec(part);
        return custom ? `(?:${custom[1]})` : "[^/]+";
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/** The methods each routed path answers (middleware, registered for ALL methods, is left out). */
function knownRoutes(app: Hono<any>): Known[] {
  const byPath = new Map<string, Set<string>>();
  for (const r of app.routes) {
    if (r.method === "ALL") continue;
    const set = byPath.get(r.path) ?? new Set<string>();
    set.add(r.method.toUpperCase());
    if (r.method.toUpperCase() === "GET") set.add("HEAD"); // hono answers HEAD with the GET route
    byPath.set(r.path, set);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
}

/** The app's not-found handler: 405 with `Allow` when the path is routed under other methods, else `fallback`'s 404. */
export function notFoundOrNotAllowed(app: Hono<any>, fallback: (c: Context) => Response): (c: Context) => Response {
  let known: Known[] | undefined;
  return (c) => {
    known ??= knownRoutes(app);
    const path = new URL(c.req.url).pathname;
    const method = c.req.method.toUpperCase();
    const allow = new Set<string>();
    for (const k of known) if (k.pattern.test(path)) for (const m of k.methods) allow.add(m);
    // routed for this very method: the handler itself found nothing (c.notFound()), an ordinary 404
    if (allow.size === 0 || allow.has(method)) return fallback(c);
    const list = [...allow].sort().join(", ");
    c.header("Allow", list);
    return c.json(errorBody("method_not_allowed", `${method} is not allowed on ${path}; this path answers ${list}.`), 405);
  };
}
