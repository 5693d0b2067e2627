/** Reads of past positions: one (GET /at/{seq}) or a run of consecutive ones (GET /views), as the caller may see them. */
import type { GameEvent, Outcome, Viewer } from "../../engine/core/game.js";
import type { Credential } from "./caller.js";
import { DomainError } from "../domain-error.js";
import type { AtSeqOutput, ViewsOutput } from "../api-shapes.js";
import type { Host } from "./host.js";
import { load, viewerOf, type Loaded } from "./load.js";
import { statesBetween } from "./states.js";
import { archivedLog } from "../archive/read.js";

/** Most positions one GET /views answers: a 900-move match in five requests, each answer a few hundred KB at most. */
export const MAX_VIEWS = 200;

function atOutput(l: Loaded, viewer: Viewer, seq: number, state: unknown, events: GameEvent[]): AtSeqOutput {
  const outcome = l.game.outcome(state) as Outcome | null;
  return {
    id: l.match.id,
    seq,
    activeSeats: outcome || l.match.status === "open" ? [] : l.game.activeSeats(state),
    view: l.game.view(state, viewer),
    outcome,
    events: events.map((e) => l.game.viewEvent(e, viewer)),
  };
}

const noSuchSeq = (l: Loaded, seq: number) =>
  new DomainError("not_found", "no_such_seq", `The match has ${l.match.seq} moves; there is no seq ${seq}.`);

export async function getAt(h: Host, id: string, seq: number, credential: Credential): Promise<AtSeqOutput> {
  return (await getViews(h, id, seq, seq, credential)).views[0]!;
}

/** The positions after moves `from`..`to` (`to` capped at the match's current seq), from one replay pass. */
export async function getViews(h: Host, id: string, from: number, to: number, credential: Credential): Promise<ViewsOutput> {
  if (to < from || to - from >= MAX_VIEWS) {
    throw new DomainError("invalid", "invalid_request", `to: must be from ${from} to ${from + MAX_VIEWS - 1}, not ${to}`);
  }
  const l = await load(h, id, credential);
  if (from > l.match.seq) throw noSuchSeq(l, from);
  const last = Math.min(to, l.match.seq);
  const { states, events } = await statesBetween(h.db, l.game, l.match, from, last, await archivedLog(h, l.match));
  const viewer = viewerOf(l.caller);
  return { id, seq: l.match.seq, views: states.map((state, i) => atOutput(l, viewer, from + i, state, events[i]!)) };
}
