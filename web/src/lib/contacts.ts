/**
 * The same checks the server makes on contacts (checks/email.ts, checks/public-url.ts), run in the form
 * first so a player learns what is wrong in their own language. The server stays the judge.
 */
import { isEmail } from "../../../checks/email.js";
import { publicUrlProblem } from "../../../checks/public-url.js";

export type ContactKind = "email" | "webhook";
export type ContactProblem = "contact.badEmail" | "contact.badWebhook";

/** The message key for what is wrong with an e-mail field, or null (empty is fine: the field is optional). */
export const emailProblem = (v: string): "contact.badEmail" | null => (v.trim() === "" || isEmail(v.trim()) ? null : "contact.badEmail");

/** The message key for what is wrong with a webhook field, or null. */
export const webhookProblem = (v: string): "contact.badWebhook" | null =>
  v.trim() === "" || publicUrlProblem(v.trim()) === null ? null : "contact.badWebhook";

/** What is wrong with a contact field of either kind, or null. */
export const contactProblem = (kind: ContactKind, v: string): ContactProblem | null =>
  kind === "email" ? emailProblem(v) : webhookProblem(v);

/** What is wrong with a seat's pair of contact fields, the e-mail first, or null. */
export const contactsProblem = (email: string, webhook: string): ContactProblem | null => emailProblem(email) ?? webhookProblem(webhook);
