/**
 * The origin of links in messages (e-mail, webhooks, push). A message goes to someone else than the request that
 * caused it, so its links must never come from that request's Host header: a client sending `Host: evil.example`
 * would otherwise make the next seat's e-mail say "Open your seat" at evil.example, with that seat's secret.
 *
 * - PUBLIC_ORIGIN (an http(s) origin, no path) is the only origin outside local development. Without it the Worker
 *   sends no message (delivery fails with the reason, logged and shown in GET /api/config `messages`).
 * - In local development (MAILBOX = "on", which only `npm start`, the tests and the e2e run set) a request's own
 *   origin is recorded with its messages only when it is a loopback address (127.0.0.0/8, ::1, localhost), so the
 *   local mailbox links back to the dev server on whatever port it runs; any other Host is ignored.
 *
 * The origin is checked twice: when a write records it in an outbox payload, and again at send time.
 */
import type { Env } from "./env.js";

export const isLocalDevelopment = (env: Pick<Env, "MAILBOX">): boolean => env.MAILBOX === "on";

/** A loopback host name as URL.hostname spells it: 127.x.y.z, [::1], localhost (and its subdomains). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost") || h === "[::1]") return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** The origin of a URL string when it is exactly an http(s) origin (no credentials, path, query or fragment). */
export function parseOrigin(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    if (u.protocol !== "https:" && u.protocol !== "http:") return null;
    if (u.username || u.password || u.search || u.hash || (u.pathname !== "/" && u.pathname !== "")) return null;
    return u.origin;
  } catch {
    return null;
  }
}

const loopbackOrigin = (value: string | undefined | null): string | null => {
  const o = parseOrigin(value);
  return o !== null && isLoopbackHost(new URL(o).hostname) ? o : null;
};

/** The configured public origin, or null when PUBLIC_ORIGIN is missing or not an origin. */
export const publicOrigin = (env: Pick<Env, "PUBLIC_ORIGIN">): string | null => parseOrigin(env.PUBLIC_ORIGIN);

/** Why messages cannot carry links here, or null when they can. */
export function originProblem(env: Pick<Env, "PUBLIC_ORIGIN" | "MAILBOX">): string | null {
  if (publicOrigin(env)) return null;
  if (env.PUBLIC_ORIGIN)
    return `PUBLIC_ORIGIN (${JSON.stringify(env.PUBLIC_ORIGIN)}) is not an http(s) origin such as https://waka.example.org: no message is sent.`;
  if (isLocalDevelopment(env)) return null;
  return "PUBLIC_ORIGIN is not set: messages would need links to this site, and a link is never taken from a request's Host header, so no message is sent.";
}

/** The origin a write records with its messages: PUBLIC_ORIGIN, else (local development) a loopback request origin, else null. */
export function recordedOrigin(env: Pick<Env, "PUBLIC_ORIGIN" | "MAILBOX">, requestUrl: string): string | null {
  const configured = publicOrigin(env);
  if (configured || env.PUBLIC_ORIGIN) return configured;
  return isLocalDevelopment(env) ? loopbackOrigin(new URL(requestUrl).origin) : null;
}

/** At send time: the origin for a message's links, or why there is none. `recorded` comes from the outbox payload. */
export function sendOrigin(
  env: Pick<Env, "PUBLIC_ORIGIN" | "MAILBOX">,
  recorded: string | null | undefined,
): { ok: true; origin: string } | { ok: false; reason: string } {
  const problem = originProblem(env);
  if (problem) return { ok: false, reason: problem };
  const configured = publicOrigin(env);
  if (configured) return { ok: true, origin: configured };
  const local = loopbackOrigin(recorded);
  return local
    ? { ok: true, origin: local }
    : {
        ok: false,
        reason:
          "local development without PUBLIC_ORIGIN: this message was not written by a request to a loopback address, so it has no trusted origin for its links.",
      };
}

/**
 * The origin the cron and the bot runner record with the messages they write (no request there): as at send time,
 * from the match's last recorded one; in local development, else the dev server's own (LOCAL_ORIGIN), so that a match
 * a bot opened, whose messages no request ever wrote, still reaches the local mailbox.
 */
export function storedOrigin(
  env: Pick<Env, "PUBLIC_ORIGIN" | "MAILBOX" | "LOCAL_ORIGIN">,
  recorded: string | null | undefined,
): string | null {
  const s = sendOrigin(env, recorded ?? (isLocalDevelopment(env) ? loopbackOrigin(env.LOCAL_ORIGIN) : null));
  return s.ok ? s.origin : null;
}

const isLoopbackIp = (ip: string): boolean => {
  const a = ip.trim().toLowerCase();
  return a === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
};

/**
 * A request made on this machine: addressed to a loopback host (a page on another site that rebinds its own DNS
 * name to 127.0.0.1 still sends its own Host) and, when the runtime names the client (CF-Connecting-IP), from a
 * loopback address (a dev server listening on 0.0.0.0 is not open to the network).
 */
export function isLoopbackRequest(url: string, clientIp: string | undefined): boolean {
  return isLoopbackHost(new URL(url).hostname) && (clientIp === undefined || isLoopbackIp(clientIp));
}
