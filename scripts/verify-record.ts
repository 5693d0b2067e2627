/**
 * Verifies a match record (GET /api/matches/:id/record, or an archived one) without trusting the server: the hash
 * chain over its moves and server entries, the seed against the hash published at the start, every move replayed by
 * the engine, and the final standing and ending recomputed from the log with the host's own functions
 * (engine/core/ending.ts). Pure but for WebCrypto: `npm run replay` (scripts/replay.ts) and the tests run it.
 *
 * A record of a match begun before issue #40 (format waka-record/1) may lack what the server decided outside the
 * engine before then (a resignation, an abandonment) and who decided each move: those checks say what the record lacks
 * ("lacks") instead of failing, and everything else is checked as for any record.
 */
import { endsMatch, finalOutcome, type ServerEntry, unfilledOutcome } from "../engine/core/ending.js";
import type { AnyGame, Outcome } from "../engine/core/game.js";
import { replay } from "../engine/core/replay.js";
import { canonicalJson, entryHash, genesisHash, moveHash, sha256Hex } from "../worker/chain.js";

export interface RecordMove {
  seq: number;
  seat: number;
  move: unknown;
  by?: string;
  prevHash: string;
  hash: string;
}

/** A server entry as a record holds it: checked against engine/core/ending.ts ServerEntry before it is used. */
export interface RecordEntry {
  after: number;
  entry: { type: string; seat: number; at: number; ends?: boolean; level?: string };
  prevHash: string;
  hash: string;
}

/** The parts of a record the verifier reads (extra fields are ignored). */
export interface WakaRecord {
  format?: string;
  id: string;
  game: string;
  rulesVersion: number;
  players: number;
  options: unknown;
  seed?: string;
  seedHash: string;
  headHash?: string;
  status?: string;
  outcome?: Outcome | null;
  seats?: { seat: number; name: string | null }[];
  moves: RecordMove[];
  entries?: RecordEntry[];
}

export type CheckStatus = "ok" | "fail" | "lacks";
export interface Check {
  status: CheckStatus;
  text: string;
}

export interface Verdict {
  /** No check failed ("lacks" is not a failure). */
  ok: boolean;
  checks: Check[];
  /** The outcome the log ends with, as recomputed (null: the match goes on, or the log could not be replayed). */
  outcome: Outcome | null;
}

const OLD = "record made before issue #40 chained the server's decisions";

/** Walks the chain from the genesis: the entries after each move (in order), then the next move. */
async function checkChain(rec: WakaRecord, strict: boolean, checks: Check[]): Promise<boolean> {
  const entries = rec.entries ?? [];
  let head = await genesisHash({ ...rec, match: rec.id });
  let next = 0;
  let unchainedBy = 0;
  const fail = (text: string) => (checks.push({ status: "fail", text: `hash chain: ${text}` }), false);
  const entriesAfter = async (after: number): Promise<string | null> => {
    for (; next < entries.length && entries[next]!.after === after; next++) {
      const e = entries[next]!;
      if (e.prevHash !== head) return `entry ${next} (${e.entry.type} after move ${after}): prevHash does not match the hash before it`;
      if ((await entryHash(head, after, e.entry)) !== e.hash) return `entry ${next} (${e.entry.type}): hash does not match its content`;
      head = e.hash;
    }
    return null;
  };
  for (let i = 0; i <= rec.moves.length; i++) {
    const bad = await entriesAfter(i);
    if (bad) return fail(bad);
    const m = rec.moves[i];
    if (!m) break;
    if (m.seq !== i + 1) return fail(`move ${i} has seq ${m.seq}, expected ${i + 1}`);
    if (m.prevHash !== head) return fail(`move ${m.seq}: prevHash does not match the hash before it`);
    const withBy = await moveHash(head, m.seq, m.seat, m.move, m.by);
    if (withBy !== m.hash) {
      // a format-1 record's moves hash no `by`: who decided them is then the server's word only
      const plain = m.by === undefined || strict ? null : await moveHash(head, m.seq, m.seat, m.move);
      if (plain !== m.hash) return fail(`move ${m.seq}: hash does not match its content`);
      unchainedBy++;
    }
    head = m.hash;
  }
  if (next < entries.length) return fail(`entry ${next} follows move ${entries[next]!.after}, which is not where the log puts it`);
  if (rec.headHash !== undefined && head !== rec.headHash) return fail(`the chain ends at ${head.slice(0, 16)}…, not at the head hash`);
  const what = `${rec.moves.length} moves${entries.length ? ` and ${entries.length} server entries` : ""}`;
  checks.push({ status: "ok", text: `hash chain over ${what} (head ${head.slice(0, 16)}…)` });
  if (unchainedBy > 0) checks.push({ status: "lacks", text: `who decided ${unchainedBy} moves ("by") is not in the hash chain (${OLD})` });
  return true;
}

/** The entry as engine/core/ending.ts types it, or null when it is not one. */
function asServerEntry(e: RecordEntry["entry"]): ServerEntry | null {
  if (!Number.isInteger(e.seat) || !Number.isInteger(e.at)) return null;
  if (e.type === "resigned" && typeof e.ends === "boolean") return { type: e.type, seat: e.seat, at: e.at, ends: e.ends };
  if (e.type === "takeover" && typeof e.level === "string") return { type: e.type, seat: e.seat, at: e.at, level: e.level };
  if (e.type === "abandoned") return { type: e.type, seat: e.seat, at: e.at };
  return null;
}

/** The entries make sense against the replayed log: where they stand, who they name, who played for whom. */
function checkEntries(rec: WakaRecord, game: AnyGame, states: unknown[], strict: boolean): string | null {
  const resigned = new Map<number, number>(); // seat → the seq its resignation follows
  const entries = rec.entries ?? [];
  for (const [i, { after, entry }] of entries.entries()) {
    const what = `entry ${i} (${entry.type} of seat ${entry.seat})`;
    const e = { after, entry: asServerEntry(entry) };
    if (!e.entry) return `${what}: not a server entry this verifier knows`;
    if (!Number.isInteger(e.entry.seat) || e.entry.seat < 0 || e.entry.seat >= rec.players) return `${what}: no such seat`;
    if (game.outcome(states[e.after]) !== null) return `${what}: the game had ended by its rules before it`;
    if (endsMatch(e.entry) && (i !== entries.length - 1 || e.after !== rec.moves.length))
      return `${what} ended the match, yet the log goes on`;
    if (e.entry.type !== "resigned") continue;
    if (resigned.has(e.entry.seat)) return `${what}: the seat had already resigned`;
    resigned.set(e.entry.seat, e.after);
    if (!e.entry.ends && rec.players - resigned.size < 2) return `${what}: fewer than two seats stay in play, yet the match goes on`;
  }
  if (!strict) return null;
  for (const m of rec.moves) {
    const since = resigned.get(m.seat);
    if (since !== undefined && m.seq > since && m.by !== "resigned" && m.by !== "bot")
      return `move ${m.seq}: seat ${m.seat} had resigned, yet the move is not marked as played for it`;
  }
  return null;
}

/** Old records: what the server's outcome claims beyond the log (resignations, an ending) and what can still be checked. */
function checkUnrecordedEnding(rec: WakaRecord, engine: Outcome | null, checks: Check[]): void {
  const claimed = rec.outcome!;
  const details = (claimed.details ?? {}) as { resigned?: number[] };
  const why =
    claimed.reason === "resigned"
      ? "the match ended by a resignation"
      : claimed.reason === "abandoned"
        ? "the match was abandoned"
        : "seats resigned";
  checks.push({ status: "lacks", text: `ending not recorded (${OLD}): ${why}, which the log cannot prove` });
  if (!engine) return;
  // the rules ended the match: its scores, and the order of the seats that did not resign, are still the engine's
  const out = new Set(details.resigned ?? []);
  const inPlay = (o: Outcome) => o.ranking.map((g) => g.filter((s) => !out.has(s))).filter((g) => g.length > 0);
  const good =
    canonicalJson(engine.scores) === canonicalJson(claimed.scores) && canonicalJson(inPlay(engine)) === canonicalJson(inPlay(claimed));
  checks.push({ status: good ? "ok" : "fail", text: "final scores and the ranking of the seats in play equal the server's" });
}

/** Compares the outcome the log ends with to the server's, and the status with it. */
function checkEnding(rec: WakaRecord, engine: Outcome | null, strict: boolean, checks: Check[]): Outcome | null {
  // checkEntries has checked every entry's shape before
  const entries = (rec.entries ?? []).map((e) => asServerEntry(e.entry)!);
  // abandoned with nothing in the log: a table closed before every seat was taken (the one way the server ends a
  // match without a move or an entry)
  const empty = rec.status === "abandoned" && rec.moves.length === 0 && entries.length === 0;
  const unfilled = empty && (strict || (rec.outcome?.details as { unfilled?: boolean } | undefined)?.unfilled === true);
  const computed = unfilled ? unfilledOutcome() : finalOutcome(rec.players, engine, entries);
  const claimed = rec.outcome ?? null;
  const recorded = new Set(entries.filter((e) => e.type === "resigned").map((e) => e.seat));
  const claims = (claimed?.details ?? {}) as { resigned?: number[] };
  const unrecorded =
    claimed !== null &&
    !unfilled &&
    ((claims.resigned ?? []).some((s) => !recorded.has(s)) ||
      ((claimed.reason === "resigned" || claimed.reason === "abandoned") && !entries.some(endsMatch)));
  if (unrecorded && !strict) {
    checkUnrecordedEnding(rec, engine, checks);
    return computed;
  }
  const same = canonicalJson(computed) === canonicalJson(claimed);
  const ending = computed ? `${computed.reason}, ${computed.ranking.map((g) => g.join("=")).join(" > ") || "no ranking"}` : "not over";
  checks.push({ status: same ? "ok" : "fail", text: `final standing and ending equal the server's (${ending})` });
  if (rec.status !== undefined && computed) {
    const status = computed.reason === "abandoned" ? "abandoned" : "finished";
    checks.push({ status: rec.status === status ? "ok" : "fail", text: `status ${rec.status} is the log's (${status})` });
  }
  return computed;
}

/** Verifies a record; `findGame` gives this build's engine for the record's game. */
export async function verifyRecord(rec: WakaRecord, findGame: (id: string) => AnyGame | undefined): Promise<Verdict> {
  const checks: Check[] = [];
  const verdict = (outcome: Outcome | null = null): Verdict => ({ ok: checks.every((c) => c.status !== "fail"), checks, outcome });
  const strict = rec.format === "waka-record/2";
  if (!strict) checks.push({ status: "lacks", text: `format ${rec.format ?? "unnamed"}: ${OLD}` });
  await checkChain(rec, strict, checks);
  if (typeof rec.seed !== "string") {
    checks.push({ status: "fail", text: "seed: not in the record (the match is not finished yet)" });
    return verdict();
  }
  const seedOk = (await sha256Hex(rec.seed)) === rec.seedHash;
  checks.push({ status: seedOk ? "ok" : "fail", text: "sha256(seed) equals the seed hash published at the start" });
  const game = findGame(rec.game);
  if (!game) {
    checks.push({ status: "fail", text: `game ${rec.game}: not known to this engine` });
    return verdict();
  }
  const r = replay<unknown>(game, { ...rec, seed: rec.seed, moves: rec.moves.map((m) => ({ seat: m.seat, move: m.move })) });
  if (!r.ok) {
    checks.push({ status: "fail", text: `replay: move index ${r.error.index}: ${r.error.code} ${r.error.message}` });
    return verdict();
  }
  checks.push({ status: "ok", text: `replayed ${rec.moves.length} moves of ${game.title} (rules version ${rec.rulesVersion})` });
  const states = r.value.states;
  const bad = checkEntries(rec, game, states, strict);
  if ((rec.entries ?? []).length > 0 || bad) checks.push({ status: bad ? "fail" : "ok", text: bad ?? "server entries agree with the log" });
  if (bad) return verdict();
  return verdict(checkEnding(rec, game.outcome(states[states.length - 1]), strict, checks));
}
