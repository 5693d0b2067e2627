/**
 * A seat's own settings: its notification channels and web push subscription, its vacation; the creator's view of invitations.
 * (zod/mini, described with `doc(…)`: worker/api-shapes.ts says how they become /api/openapi.json.)
 */
import * as z from "zod/mini";
import { apiPushProblem } from "../../checks/local-receivers.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { EmailAddress, MatchId, SeatLang, SeatNo, TimeZone, WebhookUrl, check, int } from "./common.js";
import { BotLevel } from "./create.js";

export const PushSubscriptionSchema = doc(
  z.object({
    endpoint: doc(z.string().check(z.maxLength(2000), check(apiPushProblem, "endpoint")), {
      description: API_WORDS && "A push service's endpoint: FCM, Mozilla autopush, Apple web push or Windows WNS",
    }),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object({
      p256dh: z.string().check(z.minLength(16), z.maxLength(200)),
      auth: z.string().check(z.minLength(8), z.maxLength(100)),
    }),
  }),
  "PushSubscription",
  { description: API_WORDS && "As returned by the browser's PushManager.subscribe() (toJSON)" },
);

export const NotificationsBody = doc(
  z.strictObject({
    email: z.optional(z.nullable(EmailAddress)),
    webhook: z.optional(z.nullable(WebhookUrl)),
    push: z.optional(z.nullable(PushSubscriptionSchema)),
    digest: doc(z.optional(z.boolean()), {
      description: API_WORDS && "E-mail once a day (the matches where it is your turn) instead of once per turn",
    }),
    lang: z.optional(SeatLang),
    timeZone: z.optional(z.nullable(TimeZone)),
  }),
  "NotificationsUpdate",
  { description: API_WORDS && "Fields left out stay as they are; null turns a channel off" },
);

export const Notifications = doc(
  z.object({
    seat: SeatNo,
    email: z.nullable(z.string()),
    emailStatus: doc(z.nullable(z.enum(["asked", "accepted", "declined", "unsubscribed"])), {
      description:
        API_WORDS &&
        "What the address's owner said to this seat, in this match only (never whether the address is known elsewhere): asked (we asked, or will ask, its owner; notices wait), accepted (notices go to it), declined (nothing more goes to it); unsubscribed: accepted, and the address has since unsubscribed from all of Waka",
    }),
    webhook: z.nullable(z.string()),
    push: doc(z.boolean(), { description: API_WORDS && "A push subscription is stored" }),
    digest: z.boolean(),
    lang: SeatLang,
    timeZone: z.nullable(z.string()),
    available: z.object({
      email: doc(z.boolean(), { description: API_WORDS && "This server can send e-mail (or records it in the local mailbox)" }),
      push: doc(z.nullable(z.object({ publicKey: z.string() })), {
        description: API_WORDS && "The VAPID public key for PushManager.subscribe(), or null",
      }),
    }),
  }),
  "Notifications",
);

export const VacationBody = doc(
  z.strictObject({
    days: doc(int(z.minimum(0), z.maximum(60)), {
      description: API_WORDS && "Days from now (capped by what is left this year); 0 ends the vacation",
    }),
  }),
  "VacationRequest",
);

export const Vacation = doc(
  z.object({
    seat: SeatNo,
    daysPerYear: int(),
    leftMs: int(),
    until: z.nullable(int()),
    deadline: z.nullable(int()),
  }),
  "Vacation",
);

/** Each seat's invitation as the match's creator sees it (GET /api/matches/{id}/invitations, worker/host/invitations.ts). */
export const Invitations = doc(
  z.object({
    id: MatchId,
    seats: z.array(
      z.object({
        seat: SeatNo,
        name: z.nullable(z.string()),
        open: z.boolean(),
        bot: z.optional(BotLevel),
        invitation: doc(z.nullable(z.enum(["invited", "confirmed", "accepted", "declined"])), {
          description:
            API_WORDS &&
            "null: the seat has no e-mail address (its link goes by hand), or it is open or a bot. invited: asked, no answer yet; " +
              "confirmed: the address's owner confirmed it since the match was made, the seat not yet; accepted: the seat's notices " +
              "go to the address; declined: nothing more goes to it. The address itself is never shown.",
        }),
      }),
    ),
  }),
  "Invitations",
);

export type NotificationsInput = z.infer<typeof NotificationsBody>;
export type NotificationsOutput = z.infer<typeof Notifications>;
export type VacationOutput = z.infer<typeof Vacation>;
export type InvitationsOutput = z.infer<typeof Invitations>;
