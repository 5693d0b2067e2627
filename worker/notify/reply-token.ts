/**
 * The address a turn e-mail is answered at (issue #43): `play+<token>@<reply domain>`, unique to the seat and the
 * position it was mailed at. The token names the match, the seat and the match's seq then, signed with an HMAC under
 * SEAT_LINK_KEY (label "reply/v1"): no seat secret is in the address, nothing is stored for it, and a reply to an
 * old position is known as one (its seq is no longer the match's). Written in lower-case base32, since some mail
 * systems change the case of an address's local part; 49 characters with "play+", under the 64 a local part may have.
 * Signed by the delivery Worker when it mails a notice, checked by the main Worker's email handler.
 */
import { sameToken } from "./links.js";

const enc = new TextEncoder();
const B32 = "abcdefghijklmnopqrstuvwxyz234567";
/** Bytes of the HMAC kept: 64 bits, plenty against guessing an address that plays a seat's move. */
const MAC_BYTES = 8;

export interface ReplyTarget {
  matchId: string;
  seat: number;
  seq: number;
}

function base32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = ((value << 8) | b) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

function unbase32(text: string): Uint8Array | null {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const v = B32.indexOf(ch);
    if (v < 0) return null;
    value = ((value << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

async function mac(key: string, t: ReplyTarget): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", enc.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const sig = await crypto.subtle.sign("HMAC", k, enc.encode(`reply/v1\n${t.matchId}\n${t.seat}\n${t.seq}`));
  return new Uint8Array(sig).slice(0, MAC_BYTES);
}

/** The token: the match id's bytes, the seat (1 byte), the seq (4 bytes), the MAC. */
export async function replyToken(key: string, t: ReplyTarget): Promise<string> {
  const id = enc.encode(t.matchId);
  const body = new Uint8Array(id.length + 5);
  body.set(id, 0);
  body[id.length] = t.seat;
  new DataView(body.buffer).setUint32(id.length + 1, t.seq);
  const m = await mac(key, t);
  const all = new Uint8Array(body.length + m.length);
  all.set(body, 0);
  all.set(m, body.length);
  return base32(all);
}

/** The seat's reply address for this position, or null without a key or a reply domain. */
export async function replyAddress(key: string | null, domain: string | null, t: ReplyTarget): Promise<string | null> {
  if (!key || !domain) return null;
  return `play+${await replyToken(key, t)}@${domain}`;
}

/** What a reply address names, or null when it is none of ours or its signature is wrong. Case does not matter. */
export async function readReplyAddress(key: string | null, address: string): Promise<ReplyTarget | null> {
  if (!key) return null;
  const m = /^play\+([a-z2-7]{20,80})@/i.exec(address.trim());
  if (!m) return null;
  const bytes = unbase32(m[1]!.toLowerCase());
  if (!bytes || bytes.length < MAC_BYTES + 6) return null;
  const body = bytes.slice(0, bytes.length - MAC_BYTES);
  const idBytes = body.slice(0, body.length - 5);
  const matchId = new TextDecoder().decode(idBytes);
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(matchId)) return null;
  const t: ReplyTarget = {
    matchId,
    seat: body[idBytes.length]!,
    seq: new DataView(body.buffer, body.byteOffset).getUint32(idBytes.length + 1),
  };
  const expected = base32(await mac(key, t));
  const given = base32(bytes.slice(bytes.length - MAC_BYTES));
  return sameToken(expected, given) ? t : null;
}
