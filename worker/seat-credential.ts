/** The seat secret at the HTTP edge: a bearer token, hashed once per request into the credential the host checks. */
import type { MiddlewareHandler } from "hono";
import { sha256Hex } from "./chain.js";
import { SPECTATOR, type Credential } from "./host/caller.js";

/** `Authorization: Bearer <secret>` → its hash; no header → a spectator. */
export async function credentialOf(authorization: string | undefined): Promise<Credential> {
  if (authorization === undefined || authorization === "") return SPECTATOR;
  const m = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(authorization);
  return m ? { kind: "secret", hash: await sha256Hex(m[1]!) } : { kind: "malformed" };
}

/** The middleware on the routes of one match: the Authorization header becomes `c.var.credential`, once. */
export const seatCredential = (): MiddlewareHandler<{ Variables: { credential: Credential } }> => async (c, next) => {
  c.set("credential", await credentialOf(c.req.header("authorization")));
  await next();
};
