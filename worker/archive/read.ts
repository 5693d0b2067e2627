/**
 * Reading an archived match (matches.archived_at set): its log and final state come from the ARCHIVE bucket instead
 * of D1, so every read answers as before the archive (jobs/archive.ts). The isolate keeps the last few objects
 * read: a replay page asks for the match, its log, its record and positions one after the other.
 */
import { loadEntries } from "../../db/entries.js";
import { loadMoves } from "../../db/moves.js";
import type { MatchRow, MoveRow, ServerEntryRow } from "../../db/schema.js";
import type { Host } from "../host/host.js";
import { archiveKey, entriesOfArchive, movesOf, unpack, type ArchivedMatch } from "./format.js";

const KEEP = 8;
const recent = new Map<string, ArchivedMatch>();

/** The archived object of a match, or an error: an archived match without its object is a server fault. */
export async function archivedOf(h: Pick<Host, "archive">, matchId: string): Promise<ArchivedMatch> {
  const hit = recent.get(matchId);
  if (hit) {
    recent.delete(matchId);
    recent.set(matchId, hit);
    return hit;
  }
  if (!h.archive) throw new Error(`match ${matchId} is archived, and this Worker has no ARCHIVE bucket`);
  const object = await h.archive.get(archiveKey(matchId));
  if (!object) throw new Error(`match ${matchId} is archived, and its object ${archiveKey(matchId)} is missing`);
  const a = await unpack(object.body);
  recent.set(matchId, a);
  if (recent.size > KEEP) recent.delete(recent.keys().next().value!);
  return a;
}

type Archivable = Pick<MatchRow, "id" | "archivedAt">;

/** An archived match's log, oldest first; undefined for a match whose log is in D1. */
export async function archivedLog(h: Pick<Host, "archive">, match: Archivable): Promise<MoveRow[] | undefined> {
  return match.archivedAt === null ? undefined : movesOf(await archivedOf(h, match.id));
}

/** The move log of a match, oldest first: from D1, or from the archive once the match is archived. */
export async function logOf(h: Pick<Host, "db" | "archive">, match: Archivable): Promise<MoveRow[]> {
  return (await archivedLog(h, match)) ?? loadMoves(h.db, match.id);
}

/** The server entries of a match (engine/core/ending.ts): from D1, or from the archive once the match is archived. */
export async function entriesOf(h: Pick<Host, "db" | "archive">, match: Archivable): Promise<ServerEntryRow[]> {
  return match.archivedAt === null ? loadEntries(h.db, match.id) : entriesOfArchive(await archivedOf(h, match.id));
}
