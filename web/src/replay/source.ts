/**
 * The replay page's positions in few requests (docs/replay.md): a finished match is replayed in the browser from
 * its public record (one request, then none per step); a running one is fetched from GET /views a block at a time.
 */
import type { AnyGame, Viewer } from "../../../engine/core/game.js";
import { api } from "../api.js";
import type { ReplaySource } from "./types.js";

/** Most positions one GET /views answers (worker/host/views.ts): the blocks the page asks for. */
export const VIEWS_BLOCK = 200;

/** A finished match's positions from its record and the game's engine, or null when the record has no seed yet. */
export async function localSource(id: string, engine: () => Promise<AnyGame>, viewer: Viewer): Promise<ReplaySource | null> {
  const record = await api.record(id);
  const seed = record.seed;
  if (seed === undefined) return null;
  const [local, game] = await Promise.all([import("./local.js"), engine()]);
  return local.replayRecord(game, { ...record, seed }, viewer);
}

/**
 * Positions from the server, cached: a missing one brings the rest of its block of VIEWS_BLOCK (from the first
 * position of the block not yet here), so stepping either way asks once per block, and moves played since come
 * with the next block asked for.
 */
export function serverSource(id: string, secret: string | undefined): ReplaySource {
  const views = new Map<number, unknown>();
  const inFlight = new Map<number, Promise<void>>();
  const fetchBlock = (start: number, seq: number): Promise<void> => {
    let from = start;
    while (from < seq && views.has(from)) from++;
    const p = api.views(id, from, start + VIEWS_BLOCK - 1, secret).then(
      (r) => {
        for (const v of r.views) views.set(v.seq, v.view);
        inFlight.delete(start);
      },
      (e: unknown) => {
        inFlight.delete(start);
        throw e;
      },
    );
    inFlight.set(start, p);
    return p;
  };
  return {
    local: false,
    async view(seq) {
      const start = seq - (seq % VIEWS_BLOCK);
      while (!views.has(seq)) await (inFlight.get(start) ?? fetchBlock(start, seq));
      return views.get(seq);
    },
  };
}
