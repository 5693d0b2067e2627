/**
 * The delivery Worker's environment: the channels' own settings, which live on this Worker only (delivery/wrangler.toml;
 * locally delivery/.dev.vars), and the settings both Workers must agree on, which come with every call from the main
 * Worker (`SharedSettings`). Optional: without them the channel is off.
 */
import type { SharedSettings } from "../protocol/delivery.js";

/** The `send_email` binding in its builder form (Cloudflare Email Service); typed loosely on purpose. */
export interface EmailBinding {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    replyTo?: string;
    attachments?: { filename: string; content: string; type: string; disposition: "inline" | "attachment"; contentId?: string }[];
  }): Promise<unknown>;
}

export interface ChannelSettings {
  /** Optional: Cloudflare's send_email binding, used for e-mail when no EMAIL_API_URL is configured. */
  EMAIL?: EmailBinding;
  /** Transactional e-mail HTTP API (Resend-style: POST JSON { from, to, subject, text, html, headers }). */
  EMAIL_API_URL?: string;
  /** Secret: the e-mail API's key. */
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Web push: VAPID keys (P-256; public key raw base64url, private key `d` base64url, a secret) and contact subject. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /**
   * Playing by e-mail (issue #43): the domain whose Email Routing hands `play+…@` to the main Worker's email handler
   * (docs/deploying.md). Turn notices carry a Reply-To there; without it (and outside local development) they carry none.
   */
  REPLY_DOMAIN?: string;
  /**
   * The receiving server whose Authentication-Results header says whether a reply passed DMARC/DKIM (default
   * "mx.cloudflare.net", Cloudflare Email Routing's); a reply it found inauthentic plays nothing.
   */
  MAIL_AUTHSERV_ID?: string;
  /** Optional: the image Worker (image/wrangler.toml), which draws a turn e-mail's picture of the board. */
  IMAGE?: Fetcher;
}

/** What delivery reads of its environment: its channels' settings and, per call, the shared ones. */
export type DeliveryEnv = ChannelSettings & SharedSettings;
