/**
 * What a board reads of a match's API answers (GET /api/matches/{id}, its log): the shapes of the served description
 * (worker/openapi.json) that the kit and the boards use. The app hands them the answers it typed from that document
 * (web/src/api.ts), so a field changed there fails the type check where the app passes it on.
 */

/** A seat of the match. */
export interface Player {
  seat: number;
  name: string | null;
  open: boolean;
  deadline: number | null;
  vacationUntil: number | null;
  bot?: string;
  takenOverBy?: "bot";
  vacationLeftMs?: number;
  resigned?: number;
}

/** How a finished match ended: each seat's score, the places (seats sharing one are tied), why it ended. */
export interface Outcome {
  scores: number[];
  ranking: number[][];
  reason: string;
  details?: unknown;
}

/** One move of the log, with the events the reader may see. */
export interface LogEntry<Move = unknown> {
  seq: number;
  seat: number;
  move: Move;
  text: string;
  notation?: string;
  events: { type: string; [key: string]: unknown }[];
  at: number;
  by?: "timeout" | "bot" | "resigned";
  prevHash: string;
  hash: string;
}
