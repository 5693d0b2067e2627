/** A seat's page saw the match at a position: the turn notices held back while it was here are no longer needed. */
import { dropSeenNotices } from "../../db/notices.js";
import type { Credential } from "./caller.js";
import { DomainError } from "../domain-error.js";
import type { Host } from "./host.js";
import { load } from "./load.js";

export async function markSeen(h: Host, id: string, credential: Credential, seq: number): Promise<{ seq: number; dropped: number }> {
  const l = await load(h, id, credential);
  const seat = l.caller.seat;
  if (seat === null)
    throw new DomainError("forbidden", "secret_required", "Only a seat sees its turn: Authorization: Bearer <seat secret>.");
  if (seq > l.match.seq)
    throw new DomainError("conflict", "stale_seq", `The match is at seq ${l.match.seq}, not ${seq}.`, undefined, { seq: l.match.seq });
  return { seq, dropped: await dropSeenNotices(h.db, id, seat, seq, h.now()) };
}
