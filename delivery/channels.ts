/**
 * The channels: e-mail (a Resend-style HTTP API, else Cloudflare's send_email binding), webhooks (Discord, Slack,
 * generic JSON) and web push (VAPID, aes128gcm, WebCrypto only). Each throws on failure: a DeliveryError says
 * whether trying again can help.
 */
import { buildPushPayload, type PushSubscription } from "@block65/webcrypto-web-push";
import type { Channels } from "../protocol/delivery.js";
import type { DeliveryEnv, EmailBinding } from "./env.js";
import type { Message } from "./render.js";
import { isLoopbackReceiver, localReceiversOn, pushProblem, webhookProblem } from "../checks/local-receivers.js";

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** false: the address is wrong or gone; retrying cannot help. */
    readonly retryable: boolean,
    /** The push subscription or webhook no longer exists (404/410). */
    readonly gone = false,
  ) {
    super(message);
  }
}

/** The most of a response body read (for an error message): a hostile endpoint cannot make us read more. */
export const MAX_RESPONSE_READ = 1024;

/** Reads at most `max` bytes of the body as text, then cancels the rest. */
export async function readCapped(res: Response, max = MAX_RESPONSE_READ): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all.subarray(0, max));
}

/** 429 and 5xx are worth retrying; other 4xx are not (except 408); a redirect is never followed. */
async function check(res: Response, what: string): Promise<void> {
  const body = (await readCapped(res).catch(() => "")).slice(0, 200);
  if (res.ok) return;
  if (res.status >= 300 && res.status < 400)
    throw new DeliveryError(`${what} answered a redirect (${res.status}); redirects are not followed`, false);
  const retryable = res.status >= 500 || res.status === 429 || res.status === 408;
  throw new DeliveryError(`${what} answered ${res.status}${body ? `: ${body}` : ""}`, retryable, res.status === 404 || res.status === 410);
}

async function post(url: string, init: RequestInit, what: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, method: init.method ?? "POST", redirect: "manual" });
  } catch (e) {
    throw new DeliveryError(`${what} unreachable: ${(e as Error).message}`, true);
  }
  await check(res, what);
}

// --------------------------------------------------------------------------------------------------- e-mail

export const emailConfigured = (env: DeliveryEnv): boolean => Boolean((env.EMAIL_API_URL && env.EMAIL_API_KEY) || env.EMAIL);

export async function sendEmail(env: DeliveryEnv, to: string, m: Message, idempotencyKey: string): Promise<void> {
  const from = env.EMAIL_FROM ?? "Waka <waka@localhost>";
  const headers: Record<string, string> = { ...m.headers };
  if (m.unsubscribe) {
    headers["List-Unsubscribe"] = `<${m.unsubscribe}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY) {
    await post(
      env.EMAIL_API_URL,
      {
        headers: { "content-type": "application/json", authorization: `Bearer ${env.EMAIL_API_KEY}`, "idempotency-key": idempotencyKey },
        body: JSON.stringify({
          from,
          to: [to],
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers,
          ...(m.replyTo ? { reply_to: m.replyTo } : {}),
          ...(m.attachments?.length
            ? {
                attachments: m.attachments.map((a) => ({
                  filename: a.name,
                  content: a.content,
                  content_type: a.type,
                  ...(a.cid ? { content_id: a.cid } : {}),
                })),
              }
            : {}),
        }),
      },
      "e-mail API",
    );
    return;
  }
  const binding: EmailBinding | undefined = env.EMAIL;
  if (binding) {
    try {
      await binding.send({
        from,
        to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.attachments?.length
          ? {
              attachments: m.attachments.map((a) => ({
                filename: a.name,
                content: a.content,
                type: a.type,
                disposition: a.cid ? "inline" : "attachment",
                ...(a.cid ? { contentId: a.cid } : {}),
              })),
            }
          : {}),
      });
    } catch (e) {
      throw new DeliveryError(`send_email: ${(e as Error).message}`, true);
    }
    return;
  }
  throw new DeliveryError("no e-mail provider is configured (EMAIL_API_URL + EMAIL_API_KEY, or the EMAIL binding)", false);
}

// -------------------------------------------------------------------------------------------------- webhooks

export type WebhookFormat = "discord" | "slack" | "json";

export function webhookFormat(url: string): WebhookFormat {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "json";
  }
  if (/(^|\.)discord(app)?\.com$/.test(u.hostname) && u.pathname.startsWith("/api/webhooks/")) return "discord";
  if (u.hostname === "hooks.slack.com") return "slack";
  return "json";
}

export function webhookBody(format: WebhookFormat, m: Message): unknown {
  const text = `**${m.subject}**\n${String(m.data.text ?? "")}\n${m.link}`;
  switch (format) {
    case "discord":
      return { content: text.length > 2000 ? `${text.slice(0, 1990)}…` : text, allowed_mentions: { parse: [] } };
    case "slack":
      return { text: `*${m.subject}*\n${String(m.data.text ?? "")}\n<${m.link}|${m.linkText}>`, unfurl_links: false };
    default:
      return { subject: m.subject, ...m.data };
  }
}

export async function sendWebhook(env: DeliveryEnv, url: string, m: Message): Promise<void> {
  const problem = webhookProblem(url, localReceiversOn(env));
  if (problem) throw new DeliveryError(`webhook refused: ${problem}`, false);
  await post(
    url,
    {
      headers: { "content-type": "application/json", "user-agent": "Waka-notifier/1" },
      body: JSON.stringify(webhookBody(webhookFormat(url), m)),
    },
    "webhook",
  );
}

// ------------------------------------------------------------------------------------------------------ push

export const pushConfigured = (env: DeliveryEnv): boolean => Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY);

/** What this Worker can send by (the main Worker offers these channels to seats). */
export const channelsOf = (env: DeliveryEnv): Channels => ({
  email: emailConfigured(env),
  push: pushConfigured(env) ? { publicKey: env.VAPID_PUBLIC_KEY! } : null,
});

/** What the service worker (web/sw.js) shows: small on purpose (push payloads are limited). */
export const pushData = (m: Message) => ({
  title: m.subject.replace(/^Waka: /, ""),
  body: String(m.data.text ?? "")
    .split("\n")
    .filter(Boolean)
    .slice(1, 4)
    .join("\n")
    .slice(0, 300),
  url: m.link,
  tag: `waka-${String(m.data.match ?? "")}`,
});

export async function sendPush(env: DeliveryEnv, subscriptionJson: string, m: Message): Promise<void> {
  if (!pushConfigured(env)) throw new DeliveryError("web push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)", false);
  const sub = JSON.parse(subscriptionJson) as PushSubscription;
  const local = localReceiversOn(env);
  const problem = pushProblem(String(sub.endpoint), local);
  if (problem) throw new DeliveryError(`push endpoint refused: ${problem}`, false);
  // the library encrypts and signs for https endpoints only (RFC 8030): a local mock push service on plain http
  // (LOCAL_RECEIVERS) gets the very same payload, signed for the https form of its address (the VAPID audience)
  const signedFor = local && isLoopbackReceiver(sub.endpoint) ? sub.endpoint.replace(/^http:/, "https:") : sub.endpoint;
  let payload: Awaited<ReturnType<typeof buildPushPayload>>;
  try {
    payload = await buildPushPayload(
      { data: pushData(m), options: { ttl: 7 * 86_400, urgency: "normal" } },
      { endpoint: signedFor, expirationTime: sub.expirationTime ?? null, keys: sub.keys },
      { subject: env.VAPID_SUBJECT ?? "mailto:admin@localhost", publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! },
    );
  } catch (e) {
    throw new DeliveryError(`push encryption failed: ${(e as Error).message}`, false);
  }
  await post(sub.endpoint, { method: payload.method, headers: payload.headers, body: payload.body }, "push service");
}
