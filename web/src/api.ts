/**
 * The match host's API for the pages (README "API"), typed from the server's own contract: web/src/api-types.ts is
 * generated from the OpenAPI document the server serves (docs/api-client.md), so a path, a parameter or a field the
 * server does not have fails the type check. Views and moves stay generic: each board names its engine's types.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "./api-types.js";

type Schemas = components["schemas"];

export type SeatNo = number;
export type ApiErrorBody = Schemas["Error"];
export type GameInfo = Schemas["Game"];
export type BotLevel = Schemas["BotLevel"];
export type SeatSpec = Schemas["SeatSpec"];
export type CreateMatchInput = Schemas["CreateMatch"];
export type TimeoutPolicy = Schemas["TimeoutPolicy"];
export type ClockInput = Schemas["Clock"];
export type MatchClock = NonNullable<Schemas["MatchClock"]>;
export type Notifications = Schemas["Notifications"];
export type Vacation = Schemas["Vacation"];
export type ServerConfig = Schemas["ServerConfig"];
export type MailboxMessage = Schemas["MailboxMessage"];
export type CreatedSeat = Schemas["CreatedSeat"];
export type CreatedMatch = Schemas["CreatedMatch"];
export type JoinInput = Schemas["Join"];
export type Joined = Schemas["Joined"];
/** (The document marks the component nullable because the match's field is: an outcome itself is never null.) */
export type Outcome = NonNullable<Schemas["Outcome"]>;
export type Player = Schemas["Player"];
export type GameEvent = Schemas["GameEvent"];
export type GameRecord = Schemas["GameRecord"];
export type ChatLine = Schemas["ChatLine"];
export type Chat = paths["/api/matches/{id}/chat"]["get"]["responses"][200]["content"]["application/json"];
export type MatchStatus = Schemas["Match"]["status"];
export type LobbyMatch = Schemas["LobbyMatch"];
export type LobbyPage = Schemas["LobbyPage"];
export type LobbyList = "waiting" | "playing";
export type Invitations = Schemas["Invitations"];
export type InvitationStatus = NonNullable<Invitations["seats"][number]["invitation"]>;

/** The match as the caller sees it, with the view and moves typed by the game's engine. */
export type MatchState<View = unknown, Move = unknown> = Omit<Schemas["Match"], "view" | "legalMoves"> & {
  view: View;
  legalMoves?: Move[];
};
export type LogEntry<Move = unknown> = Omit<Schemas["LogEntry"], "move"> & { move: Move };
export type Log<Move = unknown> = Omit<Schemas["Log"], "entries"> & { entries: LogEntry<Move>[] };
export type AtSeq<View = unknown> = Omit<Schemas["AtSeq"], "view"> & { view: View };

/** The browser's own subscription object (PushSubscription.toJSON()); the server checks its endpoint and keys. */
export type NotificationsUpdate = Omit<Schemas["NotificationsUpdate"], "push"> & { push?: PushSubscriptionJSON | null };

/**
 * A failed call: the server's error (code, message, rulebook section) or a network failure (status 0). A 409 for a
 * stale move carries the match as it is now (`match`), so the page can show it without asking again.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule?: string,
    readonly seq?: number,
    readonly match?: MatchState<any, any>,
  ) {
    super(message);
  }
}

const client = createClient<paths>({
  // absolute, so that Request accepts it outside a page too (unit tests)
  baseUrl: globalThis.location?.origin ?? "",
  credentials: "omit",
  cache: "no-store",
  referrerPolicy: "no-referrer",
});

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The body of a successful answer (undefined for a 304), or the server's error as an ApiError. */
async function body<T>(call: Promise<Answer<T>>): Promise<T> {
  let r: Answer<T>;
  try {
    r = await call;
  } catch {
    throw new ApiError(0, "network", "network");
  }
  if (r.response.ok || r.response.status === 304) return r.data as T;
  const b = (typeof r.error === "object" ? r.error : null) as ApiErrorBody | null;
  const e = b?.error;
  throw new ApiError(
    r.response.status,
    e?.code ?? "http_" + r.response.status,
    e?.message ?? r.response.statusText,
    e?.rule,
    b?.seq,
    b?.match as MatchState | undefined,
  );
}

const auth = (secret: string | undefined) => (secret ? { authorization: `Bearer ${secret}` } : {});
const matchPath = (id: string, secret?: string) => ({ params: { path: { id }, header: auth(secret) } });

export const api = {
  async games(): Promise<GameInfo[]> {
    return (await body(client.GET("/api/games"))).games;
  },
  create: (input: CreateMatchInput): Promise<CreatedMatch> => body(client.POST("/api/matches", { body: input })),
  join: (id: string, input: JoinInput): Promise<Joined> =>
    body(client.POST("/api/matches/{id}/join", { params: { path: { id } }, body: input })),
  /** The match for this caller; `null` when `etag` is still current (304). */
  async match<V, M>(id: string, secret?: string, etag?: string | null): Promise<{ match: MatchState<V, M> | null; etag: string | null }> {
    const header = { ...auth(secret), ...(etag ? { "if-none-match": etag } : {}) };
    let etagOut: string | null = null;
    const call = client.GET("/api/matches/{id}", { params: { path: { id }, header } }).then((r) => {
      etagOut = r.response.headers.get("ETag");
      return r;
    });
    const m = await body(call);
    return { match: (m ?? null) as MatchState<V, M> | null, etag: etagOut };
  },
  async move<V, M>(id: string, secret: string, seq: number, move: M): Promise<MatchState<V, M>> {
    return (await body(client.POST("/api/matches/{id}/moves", { ...matchPath(id, secret), body: { seq, move } }))) as MatchState<V, M>;
  },
  async log<M>(id: string, secret?: string): Promise<Log<M>> {
    return (await body(client.GET("/api/matches/{id}/log", matchPath(id, secret)))) as Log<M>;
  },
  /** The positions after moves from..to (to capped at the current seq) in one request. */
  async views<V>(id: string, from: number, to: number, secret?: string): Promise<{ seq: number; views: AtSeq<V>[] }> {
    const r = await body(client.GET("/api/matches/{id}/views", { params: { path: { id }, query: { from, to }, header: auth(secret) } }));
    return r as { seq: number; views: AtSeq<V>[] };
  },
  /** The game record: moves, and once the match is over its seed (anyone can then replay it). */
  record: (id: string): Promise<GameRecord> => body(client.GET("/api/matches/{id}/record", matchPath(id))),
  /** "Send me my links": the same answer whatever the address. */
  sendLinks: (email: string): Promise<{ message: string }> => body(client.POST("/api/links", { body: { email } })),
  /** The seats the one link of a links message opens (its token read from the URL fragment). */
  importLinks: (token: string): Promise<{ seats: { match: string; seat: number; secret: string }[] }> =>
    body(client.POST("/api/links/import", { body: { token } })),
  /** One page of the lobby's open tables or public matches under way, after `cursor` (the previous page's `next`). */
  lobby: (list: LobbyList, cursor?: string): Promise<LobbyPage> =>
    body(client.GET("/api/lobby", { params: { query: { list, ...(cursor ? { cursor } : {}) } } })),
  /** Each seat's invitation, for the match's creator (its creator token, from the creation's answer). */
  invitations: (id: string, creatorToken: string): Promise<Invitations> =>
    body(client.GET("/api/matches/{id}/invitations", matchPath(id, creatorToken))),
  config: (): Promise<ServerConfig> => body(client.GET("/api/config")),
  notifications: (id: string, secret: string): Promise<Notifications> =>
    body(client.GET("/api/matches/{id}/seats/me/notifications", matchPath(id, secret))),
  saveNotifications: (id: string, secret: string, update: NotificationsUpdate): Promise<Notifications> =>
    body(
      client.PUT("/api/matches/{id}/seats/me/notifications", { ...matchPath(id, secret), body: update as Schemas["NotificationsUpdate"] }),
    ),
  vacation: (id: string, secret: string, days: number): Promise<Vacation> =>
    body(client.PUT("/api/matches/{id}/seats/me/vacation", { ...matchPath(id, secret), body: { days } })),
  chat: (id: string, secret?: string): Promise<Chat> => body(client.GET("/api/matches/{id}/chat", matchPath(id, secret))),
  say: (id: string, secret: string, text: string): Promise<ChatLine> =>
    body(client.POST("/api/matches/{id}/chat", { ...matchPath(id, secret), body: { text } })),
  mute: (id: string, secret: string, seat: SeatNo, muted: boolean): Promise<{ muted: SeatNo[] }> =>
    body(client.PUT("/api/matches/{id}/chat/mutes", { ...matchPath(id, secret), body: { seat, muted } })),
  chatRead: (id: string, secret: string, upTo: number): Promise<{ unread: number }> =>
    body(client.PUT("/api/matches/{id}/chat/read", { ...matchPath(id, secret), body: { upTo } })),
  seen: (id: string, secret: string, seq: number): Promise<Schemas["Seen"]> =>
    body(client.PUT("/api/matches/{id}/seats/me/seen", { ...matchPath(id, secret), body: { seq } })),
  resign: async (id: string, secret: string, seq: number): Promise<MatchState> =>
    (await body(client.POST("/api/matches/{id}/resign", { ...matchPath(id, secret), body: { seq } }))) as MatchState,
  rematch: (id: string, secret: string): Promise<Schemas["Rematch"]> =>
    body(client.POST("/api/matches/{id}/rematch", matchPath(id, secret))),
  /** A single-use ticket that opens this seat's live socket (the secret itself never goes on the socket). */
  liveTicket: (id: string, secret: string): Promise<{ ticket: string; expiresIn: number }> =>
    body(client.POST("/api/matches/{id}/live/ticket", matchPath(id, secret))),
  async mailbox(): Promise<MailboxMessage[]> {
    return (await body(client.GET("/api/dev/mailbox"))).messages;
  },
};
