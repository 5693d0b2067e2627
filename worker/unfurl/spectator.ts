/** The match as a spectator sees it, or null when there is none to show (unknown id, rules no longer hosted). */
import { SPECTATOR } from "../host/caller.js";
import { DomainError } from "../domain-error.js";
import { ApiError } from "../errors.js";
import { getMatch, type Host } from "../host/index.js";
import type { MatchOutput } from "../api-shapes.js";

export async function spectatorMatch(h: Host, id: string): Promise<{ etag: string; match: MatchOutput } | null> {
  try {
    const { etag, body } = await getMatch(h, id, SPECTATOR, undefined);
    return body ? { etag, match: body } : null;
  } catch (e) {
    if (e instanceof ApiError || e instanceof DomainError) return null;
    throw e;
  }
}
