import type { T as Translator } from "../i18n/core.js";
import type { Player } from "./api.js";

/** A seat's name, or "Seat n" for a seat nobody named. */
export const playerName = (players: readonly Pick<Player, "seat" | "name">[], seat: number, t: Translator<"seat.n">): string =>
  players.find((p) => p.seat === seat)?.name ?? t("seat.n", { n: seat + 1 });
