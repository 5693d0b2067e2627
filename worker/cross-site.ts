/**
 * Writes refuse a browser's cross-site request (issue #39 item 5). The pages the Worker renders post forms back to
 * it (an invitation's accept and decline, an address's confirmation and "stop all e-mail", a seat's unsubscribe);
 * their tokens make a forged post useless today, but a form must not be submittable from another site at all, and
 * neither may any other write. Browsers say where a request comes from:
 *
 * - `Sec-Fetch-Site` (every current browser): only `same-origin` (and `none`, a request the user made directly) pass.
 * - Without it, `Origin`: it must be this site's (the request's own origin, or PUBLIC_ORIGIN); `Origin: null`
 *   (a sandboxed frame, a `data:` page) is refused.
 * - With neither, the client is no browser (curl, an API client, a mail provider's RFC 8058 one-click unsubscribe):
 *   it passes, since no cookie or ambient credential rides on a request here.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.js";
import { ApiError } from "./errors.js";
import { publicOrigin } from "./origin.js";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** Why a write from this browser context is refused, or null when it may go on. */
export function crossSiteProblem(headers: { get(name: string): string | null }, ownOrigins: readonly string[]): string | null {
  const site = headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (site) return site === "same-origin" || site === "none" ? null : `a ${site} request`;
  const origin = headers.get("origin")?.trim();
  if (origin === undefined || origin === "") return null;
  return ownOrigins.includes(origin) ? null : `a request from ${origin === "null" ? "an opaque origin" : "another site"}`;
}

export const refuseCrossSite = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const own = [new URL(c.req.url).origin, publicOrigin(c.env)].filter((o): o is string => o !== null);
  const problem = crossSiteProblem(c.req.raw.headers, own);
  if (problem) throw new ApiError(403, "cross_site", `Refused ${problem}: this site's forms and writes are sent from its own pages only.`);
  return next();
};
