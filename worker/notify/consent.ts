/**
 * Accepting a seat (issue #28): anyone may type any address into a seat, so an address's owner must accept a seat
 * before its e-mail carries the match's notices — a confirmed address must not receive a stranger's match (with the
 * names they chose) turn after turn. The first notice of a seat whose address has not answered becomes one invitation
 * (no words a stranger typed: the game's title and links), at most INVITES_PER_ADDRESS_PER_DAY to one address; the
 * owner accepts or declines through its link (worker/routes/invitations.ts). A declined or ignored invitation sends
 * nothing more for that seat and address; a seat that changes its address starts over.
 *
 * `mayEmail` is the one gate (delivery/deliver.ts applies it to every e-mail row before sending; the digest
 * applies it to what it lists).
 */
import type { Consent, OutboxKind } from "../../db/enums.js";
import type { SeatRow } from "../../db/schema.js";
import { normalizeEmail } from "./addresses.js";

export { INVITES_PER_ADDRESS_PER_DAY, INVITES_PER_CLIENT_PER_DAY } from "./invite-limits.js";

/** Messages about an address itself (its confirmation, its links) or asking for the seat need no acceptance. */
const ABOUT_THE_ADDRESS: readonly OutboxKind[] = ["confirm", "links", "invite"];

type ConsentSeat = Pick<SeatRow, "email" | "consent" | "consentEmail">;

/** What the owner of the seat's current address said to this seat; null: not asked yet (or asked for another address). */
export const consentOf = (seat: ConsentSeat): Consent | null =>
  seat.email && seat.consentEmail === normalizeEmail(seat.email) ? seat.consent : null;

/** The gate: may a message of this kind go to the seat's e-mail? */
export const mayEmail = (seat: ConsentSeat, kind: OutboxKind): boolean =>
  ABOUT_THE_ADDRESS.includes(kind) || consentOf(seat) === "accepted";
