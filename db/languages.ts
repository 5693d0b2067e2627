import { and, eq } from "drizzle-orm";
import type { Db } from "./client.js";
import { seats, type SeatRow } from "./schema.js";

export type SeatLanguage = Pick<SeatRow, "lang" | "timeZone">;

/** Sets the language (and time zone) a seat's messages are written in. */
export async function setSeatLanguage(db: Db, matchId: string, seat: number, patch: Partial<SeatLanguage>): Promise<void> {
  await db
    .update(seats)
    .set(patch)
    .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat)));
}
