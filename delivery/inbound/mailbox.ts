/** What the local mailbox keeps of an e-mail besides its text (issue #43): its Reply-To, its HTML, its attachments. */
import type { Channel } from "../../db/enums.js";
import type { Message } from "../message.js";

export const mailboxExtras = (channel: Channel, m: Message): { replyTo: string | null; html: string | null; attachments: string | null } =>
  channel === "email"
    ? { replyTo: m.replyTo ?? null, html: m.html, attachments: m.attachments?.length ? JSON.stringify(m.attachments) : null }
    : { replyTo: null, html: null, attachments: null };
