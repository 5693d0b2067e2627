/**
 * A turn e-mail's picture of the board (issue #43): a PNG drawn by the image Worker (IMAGE service binding) from the
 * spectator view, so it never shows a hand, a pile's order or anything else only one seat may see, with what changed
 * since the seat's own last move marked as the match page marks it. Sent inline (Content-ID "board"); the text and
 * HTML parts say everything without it, and a failure to draw only leaves it out.
 */
import type { AnyGame } from "../../engine/core/game.js";
import type { Db } from "../../db/client.js";
import { lastMoveOf } from "../../db/notices.js";
import type { MatchRow, SeatRow } from "../../db/schema.js";
import { stateAt } from "../../worker/host/states.js";
import type { MailAttachment } from "../message.js";

export const PICTURE_CID = "board";

const base64 = (bytes: ArrayBuffer): string => {
  let bin = "";
  const all = new Uint8Array(bytes);
  for (let i = 0; i < all.length; i += 0x8000) bin += String.fromCharCode(...all.subarray(i, i + 0x8000));
  return btoa(bin);
};

/** The picture of `match` as it stands for `seat`'s notice, or null (no image Worker, no board, a failure). */
export async function boardPicture(
  image: Fetcher | undefined,
  db: Db,
  game: AnyGame,
  match: MatchRow,
  seats: readonly SeatRow[],
  seat: number,
): Promise<MailAttachment | null> {
  if (!image) return null;
  try {
    const spectator = { spectator: true } as const;
    const now = match.state !== null ? JSON.parse(match.state) : (await stateAt(db, game, match, match.seq)).state;
    const last = await lastMoveOf(db, match.id, seat, match.seq, true);
    // the seat has not moved yet: everything is new to it, and nothing is marked
    const since = last > 0 && last < match.seq ? game.view((await stateAt(db, game, match, last)).state, spectator) : undefined;
    const players = seats.map((s) => ({ seat: s.seat, name: s.name, open: false, deadline: null, vacationUntil: null }));
    const res = await image.fetch("https://image.waka.internal/png", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: match.game, view: game.view(now, spectator), players, ...(since !== undefined ? { since } : {}) }),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    return { name: `waka-${match.id}-${match.seq}.png`, type: "image/png", content: base64(await res.arrayBuffer()), cid: PICTURE_CID };
  } catch (e) {
    console.warn(`the board picture of ${match.id} was not drawn: ${(e as Error).message}`);
    return null;
  }
}
