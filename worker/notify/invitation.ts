/**
 * Answering a seat's invitation (worker/notify/consent.ts): the link in the invitation carries a token bound to the
 * match, the seat and the address invited, so only that address's owner can accept or decline, and only while the
 * seat still has that address.
 */
import * as invitations from "../../db/invitations.js";
import { loadMatch } from "../../db/matches.js";
import { reviveTurnNotice } from "../../db/outbox.js";
import { ApiError } from "../errors.js";
import type { Host } from "../host/host.js";
import { addressHash, normalizeEmail } from "./addresses.js";
import { deriveSeatSecret, inviteToken, matchLinks, sameToken } from "./links.js";

/** Checks an invitation link's token against the seat's current address; returns that address (normalized). */
export async function checkInvitation(h: Host, id: string, seat: number, token: string): Promise<string> {
  const bad = new ApiError(403, "bad_token", "This invitation link is not valid, or the seat no longer has the address it was sent to.");
  const email = (await loadMatch(h.db, id))?.seats.find((s) => s.seat === seat)?.email;
  if (!h.linkKey || !email) throw bad;
  if (!sameToken(token, await inviteToken(h.linkKey, id, seat, await addressHash(email)))) throw bad;
  return normalizeEmail(email);
}

/**
 * The owner's answer. Accepting returns the seat's own link (same-origin: with its secret when it can be re-derived),
 * which the page opens: opening the seat from its invitation is accepting it.
 */
export async function answer(h: Host, id: string, seat: number, token: string, accept: boolean): Promise<{ seatPath: string | null }> {
  const email = await checkInvitation(h, id, seat, token);
  if (!(await invitations.answerInvitation(h.db, id, seat, email, accept ? "accepted" : "declined"))) {
    throw new ApiError(409, "address_changed", "The seat changed its address meanwhile.");
  }
  if (!accept) return { seatPath: null };
  const found = await loadMatch(h.db, id);
  const row = found?.seats.find((s) => s.seat === seat);
  // on turn: the notice skipped while the seat was not accepted goes out now (playing by e-mail needs it, issue #43)
  if (found?.match.status === "active" && found.match.activeSeats.includes(seat)) {
    h.dispatch(await reviveTurnNotice(h.db, id, seat, found.match.seq, h.now()));
  }
  const l = matchLinks("", id);
  if (h.linkKey && row?.linkSalt) return { seatPath: l.seat(await deriveSeatSecret(h.linkKey, id, seat, row.linkSalt)) };
  return { seatPath: l.seatHint(seat) };
}
