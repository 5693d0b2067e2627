/**
 * Staging (docs/staging.md): a run of the seat's own small decisions that reveal nothing and let no one else act —
 * Tongiaki's added boats beach by beach, its landing boats one by one — is taken on this page first. The board shows
 * the picks at once and the player can undo them one by one; nothing reaches the server until the run is complete,
 * then its moves are posted in order, each an ordinary move in the log. A run (or the rest of one) with only one
 * sensible completion is completed by the page itself. The log stays append-only: an undone pick was never sent.
 */
import type { GameUi, Staging } from "../../../boardkit/types.js";
import { isYourTurn, type MatchData, type MatchStore } from "./match.js";
import { playMove } from "./match-actions.js";

/** The staging after the current picks (or the moves waiting to be sent), or null when nothing is staged. */
export function staging(ui: GameUi, d: MatchData): Staging<unknown> | null {
  const picks = d.unsent.length > 0 ? d.unsent : d.staged;
  if (picks.length === 0 || !ui.stage || !d.match) return null;
  return ui.stage(d.match.view, picks);
}

/** No move: one array, so a board given it twice sees the same props (and is not drawn again). */
const NONE: readonly unknown[] = Object.freeze([]);

/** What the board and the move list offer: the server's legal moves, or the ones after the staged picks. */
export function offered(ui: GameUi, d: MatchData): readonly unknown[] {
  // a kept copy may be old: read-only; a move waiting for the connection comes first
  if (!isYourTurn(d) || d.offline === "kept" || d.unsent.length > 0) return NONE;
  return staging(ui, d)?.legal ?? d.match!.legalMoves ?? NONE;
}

/** The board to draw: the picks staged so far shown on it. */
export const shownView = (ui: GameUi, d: MatchData): unknown => staging(ui, d)?.view ?? d.match!.view;

/**
 * The player picks `move`: staged when it belongs to a run that is not complete yet (the rest taken too when it is
 * forced); a run completed by this pick, or a move outside any run, is posted at once.
 */
export async function pick(store: MatchStore, ui: GameUi, move: unknown): Promise<void> {
  const d = store.get();
  if (!d.match || d.busy) return;
  const staged = [...d.staged, move];
  let next = ui.stage?.(d.match.view, staged) ?? null;
  while (next?.forced && next.legal.length > 0) next = ui.stage!(d.match.view, (staged.push(next.legal[0]), staged));
  if (next === null || next.legal.length === 0) await postAll(store, ui, staged);
  else store.set({ staged });
}

/** Takes back the last staged pick. */
export const undo = (store: MatchStore): void => store.set({ staged: store.get().staged.slice(0, -1) });

/**
 * Posts moves one after the other (each an ordinary move with its seq), stopping at a refusal; then, if the seat is
 * on turn in a run whose completion is forced (e.g. the added boats after choosing the island, one per beach with
 * room), takes and posts that too: the player's one gesture covers it.
 */
async function postAll(store: MatchStore, ui: GameUi, moves: readonly unknown[]): Promise<void> {
  store.set({ staged: [], unsent: [] });
  for (const [i, move] of moves.entries()) {
    await playMove(store, move);
    const err = store.get().moveError;
    // no connection: nothing is lost, the rest waits on the page (and in the tab, state/kept-picks.ts) to be sent
    if (err?.status === 0) return store.set({ moveError: null, unsent: moves.slice(i) });
    if (err) return;
  }
  const d = store.get();
  if (!ui.stage || !d.match || !isYourTurn(d)) return;
  const run: unknown[] = [];
  let next = ui.stage(d.match.view, run);
  while (next?.forced && next.legal.length > 0) next = ui.stage(d.match.view, (run.push(next.legal[0]), run));
  if (run.length > 0 && next && next.legal.length === 0) await postAll(store, ui, run);
}

/** Sends the moves that did not reach the server, when the connection is back. */
export async function resend(store: MatchStore, ui: GameUi): Promise<void> {
  const d = store.get();
  if (d.unsent.length > 0 && !d.busy) await postAll(store, ui, d.unsent);
}
