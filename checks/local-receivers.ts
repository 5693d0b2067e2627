/**
 * Local development only: webhooks and push endpoints on this machine (a test's receiver, web-push-testing's mock
 * push service), so that every channel can be seen and tested end to end without the Internet. Never in production:
 * the allowance is on only when a server runs with both `MAILBOX=on` and `LOCAL_RECEIVERS=on`, two settings that only
 * `npm start` (through .dev.vars) and the tests set, and that are in no wrangler.toml (docs/notifications.md,
 * "Push and webhooks locally"). Everywhere else checks/public-url.ts decides alone.
 */
import ipaddr from "ipaddr.js";
import { publicUrlProblem, pushEndpointProblem } from "./public-url.js";

/** The settings that turn the allowance on, from either Worker's environment. */
export interface LocalReceiverSettings {
  MAILBOX?: string | undefined;
  LOCAL_RECEIVERS?: string | undefined;
}

/** True when this server may deliver to loopback URLs: local development with the switch on, nowhere else. */
export const localReceiversOn = (env: LocalReceiverSettings): boolean => env.MAILBOX === "on" && env.LOCAL_RECEIVERS === "on";

/** An http(s) URL on a loopback host (127.0.0.0/8, ::1, localhost), any port, no user:password. */
export function isLoopbackReceiver(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if ((u.protocol !== "http:" && u.protocol !== "https:") || u.username || u.password) return false;
  const host = u.hostname.replace(/^\[(.*)\]$/, "$1");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === "loopback";
}

/** Why `url` may not be a webhook here, or null: a public https URL, or a loopback one where the allowance is on. */
export const webhookProblem = (url: string, local: boolean): string | null =>
  local && isLoopbackReceiver(url) ? null : publicUrlProblem(url);

/** Why `url` may not be a push endpoint here, or null: a known push service, or a loopback one where the allowance is on. */
export const pushProblem = (url: string, local: boolean): string | null =>
  local && isLoopbackReceiver(url) ? null : pushEndpointProblem(url);

/**
 * The API's schemas are static, so the allowance reaches their checks through this flag, set only for the
 * synchronous parse of one request's input (worker/routes/api-app.ts): nothing can run in between, nothing is left on.
 */
let scoped = false;

/** Runs `parse` (synchronous) with the allowance on when `on`. */
export function withLocalReceivers<T>(on: boolean, parse: () => T): T {
  const before = scoped;
  scoped = on;
  try {
    return parse();
  } finally {
    scoped = before;
  }
}

/** The checks the API's schemas use (worker/api-shapes.ts). */
export const apiWebhookProblem = (url: string): string | null => webhookProblem(url, scoped);
export const apiPushProblem = (url: string): string | null => pushProblem(url, scoped);
