/** Seat authentication: a seat secret is a bearer token; only its SHA-256 is stored (seats.token_hash). */
import type { Seat } from "../engine/core/game.js";
import type { SeatRow } from "../db/schema.js";
import { sha256Hex } from "./chain.js";
import { ApiError } from "./errors.js";

/** Who is asking: a seat (proved with its secret) or a spectator. */
export interface Caller {
  seat: Seat | null;
}

/** `Authorization: Bearer <secret>` → the seat it opens; no header → spectator; anything else → 403. */
export async function resolveCaller(seats: readonly SeatRow[], authorization: string | undefined): Promise<Caller> {
  if (authorization === undefined || authorization === "") return { seat: null };
  const m = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(authorization);
  if (!m) throw new ApiError(403, "bad_secret", "The Authorization header must be 'Bearer <seat secret>'.");
  const hash = await sha256Hex(m[1]!);
  const seat = seats.find((s) => s.tokenHash !== null && s.tokenHash === hash);
  if (!seat) throw new ApiError(403, "bad_secret", "This secret opens no seat of this match.");
  return { seat: seat.seat };
}

