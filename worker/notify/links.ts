/**
 * Links a message may carry. The seat secret is stored only as a hash, so a message cannot quote the secret it
 * was given at creation. Instead, when the Worker has a SEAT_LINK_KEY, seat secrets are *derived*:
 *
 *   secret = base64url(HMAC-SHA256(SEAT_LINK_KEY, "seat/v1\n" + matchId + "\n" + seat + "\n" + salt))
 *
 * with a random per-seat salt stored beside the hash (seats.link_salt). At send time the notifier rebuilds the
 * seat's own link for that seat only. The database alone still reveals nothing (hash + salt); the key is a Worker
 * secret. Unsubscribe tokens are HMACs of the same key under another label, so the unsubscribe route needs no seat
 * secret and stores nothing; so are the confirmation and "unsubscribe from all of Waka" tokens of an address (over
 * its hash, see addresses.ts). Seats created without a key (or before 0001) have no salt: their messages link to
 * `/m/:id?seat=N`, which opens the seat on a browser that already holds it.
 */
const enc = new TextEncoder();

const b64url = (bytes: ArrayBuffer): string => {
  let bin = "";
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const keys = new Map<string, Promise<CryptoKey>>();
const hmacKey = (key: string): Promise<CryptoKey> => {
  let k = keys.get(key);
  if (!k) {
    k = crypto.subtle.importKey("raw", enc.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(key, k);
  }
  return k;
};

export const hmac = async (key: string, message: string): Promise<string> =>
  b64url(await crypto.subtle.sign("HMAC", await hmacKey(key), enc.encode(message)));

/** The seat secret for (match, seat, salt): 256 bits, URL-safe, the same every time for the same key. */
export const deriveSeatSecret = (key: string, matchId: string, seat: number, salt: string): Promise<string> =>
  hmac(key, `seat/v1\n${matchId}\n${seat}\n${salt}`);

/**
 * The token of the unsubscribe link of a seat's e-mails, bound to the address they were sent to (`addressHash`:
 * email_addresses.hash): once the seat changes its address, a link mailed to the old one no longer works.
 */
export const unsubscribeToken = (key: string, matchId: string, seat: number, addressHash: string): Promise<string> =>
  hmac(key, `unsubscribe/v2\n${matchId}\n${seat}\n${addressHash}`);

/** The token of a seat's invitation links (accept, decline), bound to the address invited (`addressHash`). */
export const inviteToken = (key: string, matchId: string, seat: number, addressHash: string): Promise<string> =>
  hmac(key, `invite/v1\n${matchId}\n${seat}\n${addressHash}`);

/** The token of an address's confirmation link (`hash`: email_addresses.hash). */
export const confirmToken = (key: string, hash: string): Promise<string> => hmac(key, `confirm/v1\n${hash}`);

/** The token of an address's "unsubscribe from all of Waka" link. */
export const unsubscribeAllToken = (key: string, hash: string): Promise<string> => hmac(key, `unsubscribe-all/v1\n${hash}`);

/** Constant-time comparison of two strings of the same alphabet. */
export function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The key used for links: the SEAT_LINK_KEY secret; under the local mailbox a fixed development key. */
export function linkKey(env: { SEAT_LINK_KEY?: string; MAILBOX?: string }): string | null {
  if (env.SEAT_LINK_KEY && env.SEAT_LINK_KEY.length >= 16) return env.SEAT_LINK_KEY;
  return env.MAILBOX === "on" ? "waka-local-development-key-not-secret" : null;
}

export const matchLinks = (origin: string, id: string) => ({
  spectator: `${origin}/m/${id}`,
  seat: (secret: string) => `${origin}/m/${id}#seat=${secret}`,
  /** Opens the seat on a browser that already holds its secret (no secret in the link). */
  seatHint: (seat: number) => `${origin}/m/${id}?seat=${seat}`,
  invite: (token: string) => `${origin}/m/${id}/join#invite=${token}`,
  unsubscribe: (seat: number, token: string) => `${origin}/api/matches/${id}/seats/${seat}/unsubscribe?t=${token}`,
  /** The page of a seat's invitation: accept (and open the seat) or decline. */
  invitation: (seat: number, token: string) => `${origin}/api/matches/${id}/seats/${seat}/invitation?t=${token}`,
});

/** The links of an e-mail address (by hash): confirm it, or stop all e-mail from Waka to it. */
export const addressLinks = (origin: string, hash: string, lang?: string) => {
  // the page a link opens speaks the language of the message that carried it (worker/routes/link-pages.ts pageLang)
  const l = lang ? `&lang=${lang}` : "";
  return {
    confirm: (token: string) => `${origin}/api/email/${hash}/confirm?t=${token}${l}`,
    unsubscribeAll: (token: string) => `${origin}/api/email/${hash}/unsubscribe?t=${token}${l}`,
  };
};
