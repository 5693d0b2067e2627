/**
 * Reading a reply to a turn e-mail (issue #43): the raw message parsed with postal-mime, then what the main Worker's
 * email handler decides on: whether a robot sent it (never answered: no loops, no backscatter), who it is from,
 * whether the receiving server found it authentic (DMARC/DKIM), and the first lines the player wrote above the
 * quoted notice. Nothing here touches the database or plays anything.
 */
import PostalMime from "postal-mime";
import type { ReadReply } from "../../protocol/delivery.js";

/** Lines read at most from the top of a reply: a few moves, never the quoted notice. */
export const MAX_REPLY_LINES = 12;

type HeaderLine = { key: string; value: string };

const header = (headers: readonly HeaderLine[], key: string): string | null =>
  headers.find((h) => h.key.toLowerCase() === key)?.value.trim() ?? null;

/**
 * Why a message was sent by a robot, or null for a person's (RFC 3834, RFC 2076, and what mail servers commonly
 * set): auto-replies, vacation notices, bounces and mailing lists are never answered.
 */
export function automatic(headers: readonly HeaderLine[], envelopeFrom: string, fromHeader: string | null): string | null {
  const auto = header(headers, "auto-submitted");
  if (auto !== null && auto.toLowerCase().split(";")[0]!.trim() !== "no") return `Auto-Submitted: ${auto}`;
  const precedence = header(headers, "precedence")?.toLowerCase();
  if (precedence === "bulk" || precedence === "list" || precedence === "junk" || precedence === "auto_reply") {
    return `Precedence: ${precedence}`;
  }
  for (const key of ["x-autoreply", "x-autorespond", "x-auto-response", "list-id", "list-unsubscribe", "feedback-id"]) {
    if (header(headers, key) !== null) return `${key} header`;
  }
  const type = header(headers, "content-type")?.toLowerCase() ?? "";
  if (type.startsWith("multipart/report")) return "a delivery report";
  const sender = envelopeFrom.trim().toLowerCase();
  if (sender === "" || sender === "<>") return "a null sender (a bounce)";
  for (const who of [sender, (fromHeader ?? "").toLowerCase()]) {
    if (/^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+@]|$)/.test(who)) return `sent by ${who}`;
  }
  return null;
}

/**
 * Whether the receiving server (`authServId`, Cloudflare's mx.cloudflare.net) found the message authentic: its own
 * Authentication-Results header says dmarc=pass, or dkim=pass for the From address's domain. Headers of other
 * servers (a sender may forge any) are not read. Null when it wrote none (local development).
 */
export function authenticated(headers: readonly HeaderLine[], authServId: string, fromAddress: string | null): boolean | null {
  const ours = headers
    .filter((h) => h.key.toLowerCase() === "authentication-results")
    .map((h) => h.value.replace(/\s+/g, " ").trim())
    .find((v) => v.toLowerCase().startsWith(authServId.toLowerCase()));
  if (ours === undefined) return null;
  const v = ours.toLowerCase();
  if (/\bdmarc=pass\b/.test(v)) return true;
  const domain = fromAddress?.split("@")[1]?.toLowerCase();
  if (!domain) return false;
  for (const m of v.matchAll(/\bdkim=pass\b[^;]*?header\.[di]=@?([a-z0-9.-]+)/g)) {
    const d = m[1]!;
    if (domain === d || domain.endsWith(`.${d}`)) return true;
  }
  return false;
}

/** The start of the quoted notice in the languages mail clients write it in, or a signature. */
const QUOTE_START = [
  /^>/,
  /^on .{4,200} wrote:?$/i,
  /^le .{4,200} a écrit ?:?$/i,
  /^am .{4,200} schrieb .{0,200}:?$/i,
  /^il .{4,200} ha scritto:?$/i,
  /^-{2,}\s*(original message|message d'origine|ursprüngliche nachricht|messaggio originale)/i,
  /^_{5,}$/,
  /^(from|de|von|da): .+/i,
  /^-- ?$/,
  /^sent from my /i,
];

/** The first lines a person wrote, above the quoted notice: trimmed, the empty ones left out. */
export function firstLines(text: string, max = MAX_REPLY_LINES): string[] {
  const out: string[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.replace(/\u00a0/g, " ").trim();
    if (QUOTE_START.some((re) => re.test(line))) break;
    if (line === "") continue;
    out.push(line.slice(0, 200));
    if (out.length >= max) break;
  }
  return out;
}

/** A plain text from an HTML part, when a mail client sent no text part: block ends become line breaks. */
export function htmlText(html: string): string {
  return html
    .replace(/<blockquote[\s\S]*?<\/blockquote>/gi, "\n>\n")
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Reads a raw message as the email handler needs it. `envelopeFrom`: the SMTP MAIL FROM. */
export async function readReply(raw: ArrayBuffer, envelopeFrom: string, authServId: string): Promise<ReadReply> {
  const email = await PostalMime.parse(raw);
  const headers = email.headers.map((h) => ({ key: h.key, value: h.value }));
  const from = email.from && "address" in email.from && email.from.address ? email.from.address : null;
  const text = email.text ?? (email.html ? htmlText(email.html) : "");
  return {
    automatic: automatic(headers, envelopeFrom, from),
    from,
    messageId: email.messageId ?? null,
    subject: email.subject ?? "",
    lines: firstLines(text),
    authenticated: authenticated(headers, authServId, from),
  };
}
