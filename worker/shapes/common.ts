/**
 * The API's shared schemas: ids, seat numbers, contacts, languages and names.
 * (zod/mini, described with `doc(…)`: worker/api-shapes.ts says how they become /api/openapi.json.)
 */
import * as z from "zod/mini";
import { isEmail } from "../../checks/email.js";
import { apiWebhookProblem } from "../../checks/local-receivers.js";
import { classifyContact } from "../contacts.js";
import { isTimeZone, LANGS } from "../../i18n/core.js";
import { API_WORDS, doc } from "../openapi-meta.js";

const PRINTABLE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

/** An integer (JSON Schema "integer"), with bounds when given. */
export const int = (...checks: z.core.$ZodCheck<number>[]) => z.number().check(z.int(), ...checks);

export const MatchId = doc(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,32}$/, "not a match id")), { example: API_WORDS && "k3Jx9_aQ2mZp" });
export const SeatNo = int(z.minimum(0), z.maximum(63));

/** A check that reports the problem a function finds (null: fine). */
export const check = (problem: (v: string) => string | null, label: string) =>
  z.superRefine((v: string, ctx) => {
    const p = problem(v);
    if (p) ctx.addIssue({ code: "custom", message: `${label}: ${p}` });
  });

export const EmailAddress = doc(z.string().check(z.trim(), z.maxLength(254), z.refine(isEmail, "not an e-mail address")), {
  description:
    API_WORDS &&
    "An e-mail address. The first message to it asks its owner to confirm it; nothing else goes to it before. Shown to nobody else.",
  example: API_WORDS && "ana@example.org",
});

export const WebhookUrl = doc(z.string().check(z.trim(), z.maxLength(1000), check(apiWebhookProblem, "webhook")), {
  description:
    API_WORDS &&
    "An https URL on a public host name (no IP address, no single-label or internal name). Discord (…/api/webhooks/…) and Slack (hooks.slack.com) get their own format, others generic JSON. Shown to nobody else.",
});

export const Contact = doc(
  z.string().check(
    z.trim(),
    z.maxLength(1000),
    z.superRefine((v, ctx) => {
      const c = classifyContact(v);
      if ("problem" in c) ctx.addIssue({ code: "custom", message: c.problem });
    }),
  ),
  { description: API_WORDS && "Older form of `email` / `webhook`: an e-mail address or an https webhook URL, parsed strictly (else 400)." },
);

export const contactFields = { contact: z.optional(Contact), email: z.optional(EmailAddress), webhook: z.optional(WebhookUrl) };
export const oneContactForm = (s: { contact?: string | undefined; email?: string | undefined; webhook?: string | undefined }) =>
  s.contact === undefined || (s.email === undefined && s.webhook === undefined);
export const ONE_FORM = { message: "give `contact`, or `email` and/or `webhook`, not both", path: ["contact"] };

/** The language of a seat's messages and the time zone of their dates: from the browser, changeable by the seat. */
export const SeatLang = doc(z.enum(LANGS), "Lang", {
  description: API_WORDS && "The language of the seat's messages (e-mail, digest, webhook, push)",
});
export const TimeZone = doc(z.string().check(z.minLength(1), z.maxLength(64), z.refine(isTimeZone, "not an IANA time zone")), {
  example: API_WORDS && "Europe/Paris",
  description: API_WORDS && "IANA time zone for the dates in the seat's messages (UTC when absent)",
});
export const languageFields = { lang: z.optional(SeatLang), timeZone: z.optional(TimeZone) };

export const PlayerName = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(PRINTABLE, "names may not contain control characters"));
