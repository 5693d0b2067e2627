/**
 * The creator's view of a match's invitations (issue #31 item 1): each seat as invited, confirmed, accepted or
 * declined, read with the creator token returned at creation (only its hash is stored, matches.creator_hash).
 * Nothing in it names an address. "confirmed" counts only a confirmation made since the match was created: an
 * address confirmed before (someone already using Waka) shows "invited" until it answers, so a creator cannot type
 * addresses to learn which of them use Waka; for the same reason an address that unsubscribed from all of Waka stays
 * "invited".
 */
import { confirmations } from "../../db/invitations.js";
import { loadMatch } from "../../db/matches.js";
import type { Credential } from "./caller.js";
import { DomainError } from "../domain-error.js";
import { addressHash } from "../notify/addresses.js";
import { consentOf } from "../notify/consent.js";
import type { InvitationsOutput } from "../api-shapes.js";
import type { Host } from "./host.js";

type Invitation = InvitationsOutput["seats"][number]["invitation"];

export async function getInvitations(h: Host, id: string, credential: Credential): Promise<InvitationsOutput> {
  const found = await loadMatch(h.db, id);
  if (!found) throw new DomainError("not_found", "match_not_found", `No match ${id}.`);
  const { match, seats } = found;
  if (credential.kind !== "secret" || match.creatorHash === null || credential.hash !== match.creatorHash) {
    throw new DomainError(
      "forbidden",
      "not_creator",
      "Only the match's creator reads its invitations: Authorization: Bearer <creator token>.",
    );
  }
  const hashes = await Promise.all(seats.map((s) => (s.email ? addressHash(s.email) : null)));
  const confirmedAt = new Map(
    (
      await confirmations(
        h.shards.directory,
        hashes.filter((x) => x !== null),
      )
    ).map((r) => [r.hash, r.confirmedAt]),
  );
  return {
    id,
    seats: seats.map((s, i) => {
      let invitation: Invitation = null;
      if (s.email && s.bot === null) {
        const at = confirmedAt.get(hashes[i]!) ?? null;
        const said = consentOf(s);
        invitation = said === "accepted" || said === "declined" ? said : at !== null && at >= match.createdAt ? "confirmed" : "invited";
      }
      return { seat: s.seat, name: s.name, open: s.tokenHash === null && s.bot === null, ...(s.bot ? { bot: s.bot } : {}), invitation };
    }),
  };
}
