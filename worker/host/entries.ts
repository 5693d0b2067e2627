/**
 * Server entries (engine/core/ending.ts) as the host writes them: the row for a decision at the match's current head,
 * chained by hash (worker/chain.ts entryHash); db/entries.ts writes it in the batch of what it decided.
 */
import type { ServerEntry } from "../../engine/core/ending.js";
import type { EntryWrite } from "../../db/entries.js";
import type { MatchRow } from "../../db/schema.js";
import { CHAIN_VERSION, canonicalJson, entryHash } from "../chain.js";

/** `by` as a move's hash takes it: in a match whose chain hashes it (chain version 2), else not at all. */
export const chainedBy = (match: Pick<MatchRow, "chainVersion">, by: "timeout" | "bot" | "resigned"): string | undefined =>
  match.chainVersion >= CHAIN_VERSION ? by : undefined;

export async function entryRow(match: Pick<MatchRow, "id" | "seq" | "headHash">, entry: ServerEntry): Promise<EntryWrite> {
  return {
    matchId: match.id,
    after: match.seq,
    seat: entry.seat,
    entry: canonicalJson(entry),
    prevHash: match.headHash,
    hash: await entryHash(match.headHash, match.seq, entry),
    createdAt: entry.at,
  };
}
