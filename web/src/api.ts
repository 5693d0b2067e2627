/**
 * Typed client for the match host API (README "API"). The shapes mirror worker/schemas.ts; web/ may not
 * import worker code, so they are restated here and kept to what the pages read.
 */

export type SeatNo = number;

export interface ApiErrorBody {
  error: { code: string; message: string; rule?: string };
  seq?: number;
}

export interface GameInfo {
  id: string;
  title: string;
  summary: string;
  players: { min: number; max: number };
  rulesVersion: number;
  options: { defaults: Record<string, unknown> | null };
  /** Computer players' levels the server offers for this game ([] or absent: none). */
  bots?: BotLevel[];
}

export type BotLevel = "easy" | "strong";

/** A player's seat with where to tell them it is their turn (each optional; a new e-mail address is confirmed first). */
export type SeatSpec = { name: string; email?: string; webhook?: string } | { open: true } | { bot: BotLevel; name?: string };

export interface CreateMatchInput {
  game: string;
  seats: SeatSpec[];
  options?: Record<string, unknown>;
  clock?: ClockInput;
}

export type TimeoutPolicy = "skip" | "fallback" | "abandon" | "bot";

export interface ClockInput {
  daysPerMove: number;
  totalDays?: number;
  timeout?: TimeoutPolicy;
  vacationDays?: number;
}

export interface MatchClock {
  daysPerMove: number;
  totalDays: number | null;
  timeout: TimeoutPolicy;
  vacationDays: number;
}

export interface Notifications {
  seat: SeatNo;
  email: string | null;
  /** Nothing but a confirmation goes to an address until its owner confirms it; an unsubscribed one gets nothing. */
  emailStatus: "confirmed" | "unconfirmed" | "unsubscribed" | null;
  webhook: string | null;
  push: boolean;
  digest: boolean;
  available: { email: boolean; push: { publicKey: string } | null };
}

export interface NotificationsUpdate {
  email?: string | null;
  webhook?: string | null;
  push?: unknown;
  digest?: boolean;
}

export interface Vacation {
  seat: SeatNo;
  daysPerYear: number;
  leftMs: number;
  until: number | null;
  deadline: number | null;
}

export interface ServerConfig {
  mailbox: boolean;
  email: boolean;
  push: { publicKey: string } | null;
}

export interface MailboxMessage {
  id: number;
  outboxId: number;
  match: string;
  seat: SeatNo;
  channel: string;
  to: string | null;
  subject: string;
  body: string;
  link: string | null;
  at: number;
}

export interface CreatedSeat {
  seat: SeatNo;
  name: string | null;
  open: boolean;
  bot?: BotLevel;
  secret?: string;
  link?: string;
}

export interface CreatedMatch {
  id: string;
  game: string;
  status: "open" | "active";
  seats: CreatedSeat[];
  invite?: { token: string; link: string };
  spectatorLink: string;
  seedHash: string;
}

export interface Joined {
  id: string;
  seat: SeatNo;
  secret: string;
  link: string;
  status: "open" | "active";
}

export interface Outcome {
  scores: number[];
  ranking: SeatNo[][];
  reason: string;
  details?: unknown;
}

export interface Player {
  seat: SeatNo;
  name: string | null;
  open: boolean;
  deadline?: number | null;
  vacationUntil?: number | null;
  bot?: BotLevel;
  takenOverBy?: "bot";
}

export type MatchStatus = "open" | "active" | "finished" | "abandoned";

export interface MatchState<View = unknown, Move = unknown> {
  id: string;
  game: string;
  rulesVersion: number;
  status: MatchStatus;
  seq: number;
  activeSeats: SeatNo[];
  view: View;
  outcome: Outcome | null;
  seedHash: string;
  players: Player[];
  deadline: number | null;
  clock?: MatchClock | null;
  you?: { seat: SeatNo; name: string | null; contact: string | null; vacation?: { leftMs: number; until: number | null } };
  legalMoves?: Move[];
}

export interface GameEvent {
  type: string;
  [key: string]: unknown;
}

export interface LogEntry<Move = unknown> {
  seq: number;
  seat: SeatNo;
  move: Move;
  text: string;
  events: GameEvent[];
  at: number;
  by?: "timeout" | "bot";
  prevHash: string;
  hash: string;
}

export interface Log<Move = unknown> {
  id: string;
  seq: number;
  entries: LogEntry<Move>[];
}

export interface AtSeq<View = unknown> {
  id: string;
  seq: number;
  activeSeats: SeatNo[];
  view: View;
  outcome: Outcome | null;
  events: GameEvent[];
}

/** One line of table talk (plain text: render it as a text node, never as markup). */
export interface ChatLine {
  id: number;
  seat: SeatNo;
  text: string;
  at: number;
}

export interface Chat {
  lines: ChatLine[];
  /** Seats only: the seats this seat muted, and how many lines it has not read. */
  muted?: SeatNo[];
  unread?: number;
}

/** A failed call: the server's error (code, message, rulebook section) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule?: string,
    readonly seq?: number,
  ) {
    super(message);
  }
}

const auth = (secret: string | undefined): Record<string, string> =>
  secret ? { Authorization: `Bearer ${secret}` } : {};

async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T | null; etag: string | null }> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, credentials: "omit", cache: "no-store", referrerPolicy: "no-referrer" });
  } catch {
    throw new ApiError(0, "network", "network");
  }
  const etag = res.headers.get("ETag");
  if (res.status === 304) return { status: 304, body: null, etag };
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) {
    const e = (body as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, e?.code ?? "http_" + res.status, e?.message ?? res.statusText, e?.rule, (body as ApiErrorBody | null)?.seq);
  }
  return { status: res.status, body: body as T, etag };
}

const json = (method: string, data: unknown, secret?: string): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...auth(secret) },
  body: JSON.stringify(data),
});

const enc = encodeURIComponent;

export const api = {
  async games(): Promise<GameInfo[]> {
    return (await call<{ games: GameInfo[] }>("/api/games")).body!.games;
  },
  async create(input: CreateMatchInput): Promise<CreatedMatch> {
    return (await call<CreatedMatch>("/api/matches", json("POST", input))).body!;
  },
  async join(id: string, input: { invite: string; name: string; email?: string; webhook?: string; seat?: number }): Promise<Joined> {
    return (await call<Joined>(`/api/matches/${enc(id)}/join`, json("POST", input))).body!;
  },
  /** The match for this caller; `null` body when `etag` is still current (304). */
  async match<V, M>(id: string, secret?: string, etag?: string | null): Promise<{ match: MatchState<V, M> | null; etag: string | null }> {
    const headers: Record<string, string> = auth(secret);
    if (etag) headers["If-None-Match"] = etag;
    const r = await call<MatchState<V, M>>(`/api/matches/${enc(id)}`, { headers });
    return { match: r.body, etag: r.etag };
  },
  async move<V, M>(id: string, secret: string, seq: number, move: M): Promise<MatchState<V, M>> {
    return (await call<MatchState<V, M>>(`/api/matches/${enc(id)}/moves`, json("POST", { seq, move }, secret))).body!;
  },
  async log<M>(id: string, secret?: string): Promise<Log<M>> {
    return (await call<Log<M>>(`/api/matches/${enc(id)}/log`, { headers: auth(secret) })).body!;
  },
  async at<V>(id: string, seq: number, secret?: string): Promise<AtSeq<V>> {
    return (await call<AtSeq<V>>(`/api/matches/${enc(id)}/at/${seq}`, { headers: auth(secret) })).body!;
  },
  /** "Send me my links": the same answer whatever the address. */
  async sendLinks(email: string): Promise<{ message: string }> {
    return (await call<{ message: string }>("/api/links", json("POST", { email }))).body!;
  },
  async config(): Promise<ServerConfig> {
    return (await call<ServerConfig>("/api/config")).body!;
  },
  async notifications(id: string, secret: string): Promise<Notifications> {
    return (await call<Notifications>(`/api/matches/${enc(id)}/seats/me/notifications`, { headers: auth(secret) })).body!;
  },
  async saveNotifications(id: string, secret: string, update: NotificationsUpdate): Promise<Notifications> {
    return (await call<Notifications>(`/api/matches/${enc(id)}/seats/me/notifications`, json("PUT", update, secret))).body!;
  },
  async vacation(id: string, secret: string, days: number): Promise<Vacation> {
    return (await call<Vacation>(`/api/matches/${enc(id)}/seats/me/vacation`, json("PUT", { days }, secret))).body!;
  },
  async chat(id: string, secret?: string): Promise<Chat> {
    return (await call<Chat>(`/api/matches/${enc(id)}/chat`, { headers: auth(secret) })).body!;
  },
  async say(id: string, secret: string, text: string): Promise<ChatLine> {
    return (await call<ChatLine>(`/api/matches/${enc(id)}/chat`, json("POST", { text }, secret))).body!;
  },
  async mute(id: string, secret: string, seat: SeatNo, muted: boolean): Promise<{ muted: SeatNo[] }> {
    return (await call<{ muted: SeatNo[] }>(`/api/matches/${enc(id)}/chat/mutes`, json("PUT", { seat, muted }, secret))).body!;
  },
  async chatRead(id: string, secret: string, upTo: number): Promise<{ unread: number }> {
    return (await call<{ unread: number }>(`/api/matches/${enc(id)}/chat/read`, json("PUT", { upTo }, secret))).body!;
  },
  async mailbox(): Promise<MailboxMessage[]> {
    return (await call<{ messages: MailboxMessage[] }>("/api/dev/mailbox")).body!.messages;
  },
};
