/**
 * The API as the suite calls it beside the browser: JSON in, status and JSON (or text) out, on the server the
 * config started. Only the fields the scenarios read are typed.
 */
export const base = `http://127.0.0.1:${process.env.E2E_PORT}`;

export interface SeatLink {
  seat: number;
  secret: string;
  link: string;
}

export interface Created {
  id: string;
  seats: SeatLink[];
  invite?: { link: string };
}

export interface Outcome {
  scores: number[];
  ranking: number[][];
  details: { standings?: { seat: number; points: number; islands: number; boats: number }[]; [key: string]: unknown };
}

export interface Match {
  id: string;
  status: "open" | "active" | "finished" | "abandoned";
  seq: number;
  activeSeats: number[];
  view: { phase: { kind: string }; hands: unknown[] } & Record<string, unknown>;
  outcome: Outcome;
  deadline: string | null;
  players: { deadline: string | null }[];
  you?: number;
  legalMoves?: unknown[];
}

export interface LogEntry {
  seq: number;
  seat: number;
  by?: "bot" | "timeout";
  move: { type: string; beach?: number } & Record<string, unknown>;
  events: { type: string; turn?: number }[];
}

export interface Mail {
  to: string;
  subject: string;
  body: string;
  link: string;
}

export interface Notifications {
  email: string | null;
  webhook: string | null;
  digest: boolean;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

export async function api<T>(path: string, init?: RequestInit): Promise<Answer<T>> {
  const r = await fetch(base + path, init);
  const body = r.headers.get("content-type")?.includes("json") ? await r.json() : await r.text();
  return { status: r.status, headers: r.headers, body: body as T };
}

const json = { "content-type": "application/json" };
export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** POST /api/matches. */
/**
 * POST /api/matches. `client`: the address the server counts it for (CF-Connecting-IP, which wrangler dev keeps):
 * one client may have only 5 public tables waiting (worker/lobby-cap.ts).
 */
export const createMatch = (body: unknown, client?: string) =>
  api<Created>("/api/matches", {
    method: "POST",
    headers: client ? { ...json, "cf-connecting-ip": client } : json,
    body: JSON.stringify(body),
  });

/** GET /api/matches/:id, as a spectator or, with its secret, as a seat. */
export const getMatch = async (id: string, secret?: string) =>
  (await api<Match>(`/api/matches/${id}`, secret ? { headers: bearer(secret) } : {})).body;

/** POST /api/matches/:id/moves with a seat's secret. */
export const postMove = (id: string, secret: string, seq: number, move: unknown) =>
  api<Match>(`/api/matches/${id}/moves`, { method: "POST", headers: { ...json, ...bearer(secret) }, body: JSON.stringify({ seq, move }) });

/** The log's entries as a spectator sees them. */
export const logOf = async (id: string) => (await api<{ entries: LogEntry[] }>(`/api/matches/${id}/log`)).body.entries;

/** A link from the server (its PUBLIC_ORIGIN may differ) on the suite's server. */
export const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, base);

/** A created match's seat (the answer lists every named seat with its secret and link). */
export function seatOf(created: { id: string; seats: SeatLink[] }, seat: number): SeatLink {
  const s = created.seats.find((x) => x.seat === seat);
  if (!s) throw new Error(`match ${created.id} has no seat ${seat} in its answer`);
  return s;
}
