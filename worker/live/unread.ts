/** The line a seat's next turn notice carries when table talk is waiting for it (unmuted lines it has not read). */
import { unreadCount } from "../../db/chat.js";
import type { Db } from "../../db/queries.js";

export async function unreadChatLine(db: Db, matchId: string, seat: number): Promise<string | null> {
  const n = await unreadCount(db, matchId, seat);
  return n === 0 ? null : `${n} unread ${n === 1 ? "message" : "messages"} at the table (open the match to read ${n === 1 ? "it" : "them"}).`;
}
