/**
 * A seat's contacts as given at creation or join: `email` and `webhook` as separate fields, and the old single
 * `contact` parsed strictly — a valid address or a valid public https URL, nothing decided by a prefix (an address
 * may well start with "http").
 */
import { publicUrlProblem } from "./notify/urls.js";

/** RFC 5321/5322 dot-atom local part and a host name whose top-level domain is letters: no quoting, no IP literal. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmail(v: string): boolean {
  if (v.length > 254) return false;
  const at = v.lastIndexOf("@");
  if (at < 1) return false;
  const local = v.slice(0, at);
  const labels = v.slice(at + 1).split(".");
  return local.length <= 64 && LOCAL.test(local) && labels.length >= 2 && labels.every((l) => DOMAIN_LABEL.test(l)) && TLD.test(labels[labels.length - 1]!);
}

export type Contacts = { email: string | null; webhook: string | null };

/** The legacy single `contact`: an address, else a webhook URL, else why it is neither. */
export function classifyContact(v: string): Contacts | { problem: string } {
  if (isEmail(v)) return { email: v, webhook: null };
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) {
    const problem = publicUrlProblem(v);
    return problem ? { problem: `contact: ${problem}` } : { email: null, webhook: v };
  }
  return { problem: "contact must be an e-mail address or an https:// webhook URL" };
}

/** The channels of a seat spec (validated by the schemas: `contact` is never given with `email` or `webhook`). */
export function contactsOf(spec: { contact?: string | undefined; email?: string | undefined; webhook?: string | undefined }): Contacts {
  const legacy = spec.contact ? classifyContact(spec.contact) : null;
  const fromContact = legacy && !("problem" in legacy) ? legacy : { email: null, webhook: null };
  return { email: spec.email ?? fromContact.email, webhook: spec.webhook ?? fromContact.webhook };
}
