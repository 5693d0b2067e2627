/**
 * Who is asking, in the host's terms: a request's credential (the hash of a seat secret, or none) against a match's
 * seats. Only a secret's SHA-256 is stored (seats.token_hash); the HTTP edge makes the credential
 * (worker/seat-credential.ts).
 */
import type { Seat } from "../../engine/core/game.js";
import type { SeatRow } from "../../db/schema.js";
import { DomainError } from "../domain-error.js";

/** Who is asking: a seat (proved with its secret) or a spectator. */
export interface Caller {
  seat: Seat | null;
}

/**
 * What the request claims, before any match is read: nothing (a spectator), a secret's hash, or a malformed header.
 * A malformed header is refused only once the match is found, so a missing match is a 404 whatever the header says.
 */
export type Credential = { kind: "none" } | { kind: "malformed" } | { kind: "secret"; hash: string };

export const SPECTATOR: Credential = { kind: "none" };

/** The credential against this match's seats: the seat it opens; none → spectator; anything else → 403. */
export function resolveCaller(seats: readonly SeatRow[], credential: Credential): Caller {
  if (credential.kind === "none") return { seat: null };
  if (credential.kind === "malformed")
    throw new DomainError("forbidden", "bad_secret", "The Authorization header must be 'Bearer <seat secret>'.");
  const seat = seats.find((s) => s.tokenHash !== null && s.tokenHash === credential.hash);
  if (!seat) throw new DomainError("forbidden", "bad_secret", "This secret opens no seat of this match.");
  return { seat: seat.seat };
}
