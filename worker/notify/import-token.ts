/**
 * The token of the one link of a "send me my links" message (`/links#import=<token>`): opened in another browser,
 * it adds every seat of the address at once (POST /api/links/import answers their secrets). Single-purpose (its own
 * HMAC label), bound to the address, expiring:
 *
 *   token = base64url(address) + "." + expiresAt (base 36 ms) + "." + base64url(HMAC-SHA256(SEAT_LINK_KEY, label))
 *
 * It travels only in a URL fragment (never sent to a server, never in a referrer) and in the body of the POST.
 */
import { hmac, sameToken } from "./links.js";

/** How long the link of a links message keeps working. */
export const IMPORT_TOKEN_TTL_MS = 24 * 3_600_000;

const label = (address: string, expiresAt: number) => `links-import/v1\n${address}\n${expiresAt}`;
const toB64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (s: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)));

/** The token for a normalized address, valid until `now + IMPORT_TOKEN_TTL_MS`. */
export async function importToken(key: string, address: string, now: number): Promise<string> {
  const expiresAt = now + IMPORT_TOKEN_TTL_MS;
  return `${toB64url(address)}.${expiresAt.toString(36)}.${await hmac(key, label(address, expiresAt))}`;
}

/** The address a token stands for, or null when it is malformed, forged or expired. */
export async function verifyImportToken(key: string, token: string, now: number): Promise<string | null> {
  const [a, e, mac, ...rest] = token.split(".");
  if (!a || !e || !mac || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(e)) return null;
  let address: string;
  try {
    address = fromB64url(a);
  } catch {
    return null;
  }
  const expiresAt = parseInt(e, 36);
  if (!(expiresAt > now)) return null;
  return sameToken(mac, await hmac(key, label(address, expiresAt))) ? address : null;
}
