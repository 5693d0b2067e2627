/**
 * The one call the host makes after a write commits in D1 (a move, bot move, timeout, join, end): the match's live
 * room pings its pages. After the response, in waitUntil, and best-effort: without the LIVE binding, or when the
 * room fails, pages still learn of it by polling, and nothing is lost (D1 holds everything).
 */
import { env, waitUntil } from "cloudflare:workers";
import type { Env } from "../env.js";
import type { LiveMessage } from "../../protocol/live.js";

/** The match's room, or null when this deployment has no LIVE binding (`bindings`: the request's, else the module's). */
export function roomOf(matchId: string, bindings: Env = env as unknown as Env) {
  const ns = bindings.LIVE;
  return ns ? ns.get(ns.idFromName(matchId)) : null;
}

/**
 * Tells the match's open pages that it is now at `seq`; returns at once. `spectatorView`, when given, is the match as
 * a spectator may see it (GET /api/matches/:id without a secret): spectator pages get it pushed, so a crowd of
 * watchers does not come back with a GET each; seat pages get the ping and fetch their own view.
 */
export function liveNotify(matchId: string, seq: number, spectatorView?: () => unknown): void {
  const room = roomOf(matchId);
  if (!room) return;
  afterResponse(room.notify(seq, spectatorView ? JSON.stringify(spectatorView()) : null), matchId);
}

/** Sends a stored chat line to the match's pages, except those of seats that muted its writer. */
export function liveChat(matchId: string, line: Extract<LiveMessage, { type: "chat" }>["line"], mutedBy: number[]): void {
  const room = roomOf(matchId);
  if (!room) return;
  afterResponse(room.chat(line, mutedBy), matchId);
}

function afterResponse(work: Promise<unknown>, matchId: string): void {
  const done = work.catch((e) => console.warn(`live room ${matchId}: ${(e as Error).message}`));
  try {
    waitUntil(done);
  } catch {
    // outside a request (a plain script): the promise runs on its own
  }
}
