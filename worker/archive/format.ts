/**
 * The archive's object for one match: its record (the JSON of GET /record, seed included, which `npm run replay`
 * verifies once gunzipped) with what the other reads of a finished match need besides: each move's time and events
 * (GET /log, /at, /views) and the final state (GET /matches/:id, link previews). One gzipped JSON object per match.
 */
import type { GameEvent } from "../../engine/core/game.js";
import type { MoveRow, ServerEntryRow } from "../../db/schema.js";
import { canonicalJson } from "../chain.js";
import type { RecordOutput } from "../api-shapes.js";

export type ArchivedMove = RecordOutput["moves"][number] & { at: number; events: GameEvent[] };

export interface ArchivedMatch extends RecordOutput {
  moves: ArchivedMove[];
  /** The state after the last move, as the match row's snapshot held it (JSON). */
  state: string;
}

/** The object's key in the bucket. */
export const archiveKey = (matchId: string): string => `matches/${matchId}.json.gz`;

export async function pack(a: ArchivedMatch): Promise<ArrayBuffer> {
  const gzipped = new Blob([JSON.stringify(a)]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Response(gzipped).arrayBuffer();
}

export async function unpack(body: ReadableStream<Uint8Array>): Promise<ArchivedMatch> {
  return JSON.parse(await new Response(body.pipeThrough(new DecompressionStream("gzip"))).text()) as ArchivedMatch;
}

/** The archive's moves as the log rows they were (the strings re-serialised from the same JSON are the same strings). */
export const movesOf = (a: ArchivedMatch): MoveRow[] =>
  a.moves.map((m) => ({
    matchId: a.id,
    seq: m.seq,
    seat: m.seat,
    move: JSON.stringify(m.move),
    events: JSON.stringify(m.events),
    prevHash: m.prevHash,
    hash: m.hash,
    createdAt: m.at,
    by: m.by ?? null,
  }));

/** The archive's server entries as the rows they were (an object archived before issue #40 has none). */
export const entriesOfArchive = (a: ArchivedMatch): ServerEntryRow[] =>
  (a.entries ?? []).map((e) => ({
    matchId: a.id,
    after: e.after,
    seat: e.entry.seat,
    entry: canonicalJson(e.entry),
    prevHash: e.prevHash,
    hash: e.hash,
    createdAt: e.entry.at,
  }));
