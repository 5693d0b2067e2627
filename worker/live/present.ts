/**
 * Which seats have a page of the match open now, asked of its live room before a move's batch is written: a turn
 * notice to such a seat waits (worker/notify/quiet.ts). Best-effort and bounded: without a room, or when it does not
 * answer within PRESENCE_ASK_MS, nobody counts as here and notices go out at once, as before.
 */
import type { Env } from "../env.js";
import { roomOf } from "./notify.js";

/** How long a move waits for the room's answer at most. */
export const PRESENCE_ASK_MS = 250;

export const presentSeatsOf =
  (env: Env) =>
  async (matchId: string): Promise<readonly number[]> => {
    const room = roomOf(matchId, env);
    if (!room) return [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<readonly number[]>((resolve) => (timer = setTimeout(() => resolve([]), PRESENCE_ASK_MS)));
    try {
      return await Promise.race([room.presence().then((p) => p.seats), late]);
    } catch (e) {
      console.warn(`live room ${matchId}: presence unknown (${(e as Error).message}); notices go out at once`);
      return [];
    } finally {
      clearTimeout(timer);
    }
  };
