/**
 * A seat's contacts as given at creation or join: `email` and `webhook` as separate fields, and the old single
 * `contact` parsed strictly — a valid address or a valid public https URL, nothing decided by a prefix (an address
 * may well start with "http").
 */
import { isEmail } from "../checks/email.js";
import { publicUrlProblem } from "../checks/public-url.js";

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
