import { useState } from "preact/hooks";
import type { BotLevel, SeatSpec } from "../api.js";
import { useI18n, type AppKey, type T } from "../i18n/core.js";
import { contactProblem, contactsProblem, type ContactKind } from "../lib/contacts.js";
import { ContactInput } from "./ContactField.js";

/** One seat of the new-match form as it is being filled in. */
export interface SeatForm {
  name: string;
  open: boolean;
  /** A computer player instead of a person (only for games with bots). */
  bot: BotLevel | null;
  email: string;
  webhook: string;
}

export const blankSeat = (): SeatForm => ({ name: "", open: false, bot: null, email: "", webhook: "" });

/** What stops the seats from being sent, in words, and whether it is a contact (to show the contact fields); else null. */
export function seatsProblem(seats: SeatForm[], t: T): { text: string; contacts: boolean } | null {
  if (seats.some((s) => !s.open && !s.bot && s.name.trim() === "")) return { text: t("create.needName"), contacts: false };
  if (seats.every((s) => s.open)) return { text: t("create.needOneName"), contacts: false };
  const bad = seats.findIndex((s) => !s.open && !s.bot && contactsProblem(s.email, s.webhook));
  if (bad < 0) return null;
  const problem = t(contactsProblem(seats[bad]!.email, seats[bad]!.webhook)!);
  return { text: t("contact.forPlayer", { n: bad + 1, problem }), contacts: true };
}

/** The seats as the server takes them: a bot (named or not), an open seat, or a person with optional contacts. */
export const seatSpecs = (seats: SeatForm[]): SeatSpec[] =>
  seats.map((s) =>
    s.bot
      ? s.name.trim()
        ? { bot: s.bot, name: s.name.trim() }
        : { bot: s.bot }
      : s.open
        ? { open: true }
        : {
            name: s.name.trim(),
            ...(s.email.trim() ? { email: s.email.trim() } : {}),
            ...(s.webhook.trim() ? { webhook: s.webhook.trim() } : {}),
          },
  );

interface CreateSeatsProps {
  seats: SeatForm[];
  /** The game's bot levels (none: a seat is a person or open). */
  bots: readonly BotLevel[];
  players: { min: number; max: number };
  showContacts: boolean;
  onShowContacts(show: boolean): void;
  onResize(n: number): void;
  onSeat(i: number, patch: Partial<SeatForm>): void;
}

/** The new match's seats: one row each (a name, a person, an open seat or a bot, contacts), more or fewer of them. */
export function CreateSeats({ seats, bots, players, showContacts, onShowContacts, onResize, onSeat }: CreateSeatsProps) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend>{t("create.seats")}</legend>
      <p class="muted small">{t("create.seatsHelp")}</p>
      <ol class="seat-list">
        {seats.map((s, i) => (
          <SeatRow i={i} seat={s} bots={bots} showContacts={showContacts} onChange={(patch) => onSeat(i, patch)} />
        ))}
      </ol>
      <div class="row">
        <button type="button" class="secondary" disabled={seats.length >= players.max} onClick={() => onResize(seats.length + 1)}>
          {t("create.addSeat")}
        </button>
        <button type="button" class="secondary" disabled={seats.length <= players.min} onClick={() => onResize(seats.length - 1)}>
          {t("create.removeSeat")}
        </button>
        <button type="button" class="link" aria-expanded={showContacts} onClick={() => onShowContacts(!showContacts)}>
          {t("create.contacts")}
        </button>
      </div>
      {showContacts && <p class="muted small">{t("create.contactsHelp")}</p>}
      {bots.length > 0 && <p class="muted small">{t("create.botsHelp")}</p>}
    </fieldset>
  );
}

/** One seat's row: its name, what sits there (a select with bots, else an "open" box), and its contacts if shown. */
function SeatRow({
  i,
  seat: s,
  bots,
  showContacts,
  onChange,
}: {
  i: number;
  seat: SeatForm;
  bots: readonly BotLevel[];
  showContacts: boolean;
  onChange(patch: Partial<SeatForm>): void;
}) {
  const { t } = useI18n();
  return (
    <li class="seat-row">
      <span class="seat-no" aria-hidden="true">
        {i + 1}
      </span>
      <div class="seat-fields">
        <input
          type="text"
          name={`seat-${i}`}
          aria-label={t("seat.n", { n: i + 1 })}
          placeholder={s.open ? t("create.openSeat") : s.bot ? t(`bot.${s.bot}` as AppKey) : t("create.namePlaceholder", { n: i + 1 })}
          maxLength={40}
          disabled={s.open}
          value={s.open ? "" : s.name}
          onInput={(e) => onChange({ name: (e.currentTarget as HTMLInputElement).value })}
        />
        {bots.length > 0 ? (
          <select
            name={`kind-${i}`}
            aria-label={t("create.kind", { n: i + 1 })}
            value={s.bot ?? (s.open ? "open" : "human")}
            onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              onChange({ open: v === "open", bot: v === "easy" || v === "strong" ? v : null });
            }}
          >
            {(["human", "open", ...bots] as const).map((k) => (
              <option value={k}>{t(`create.kind.${k}` as AppKey)}</option>
            ))}
          </select>
        ) : (
          <label class="check inline">
            <input
              type="checkbox"
              name={`open-${i}`}
              checked={s.open}
              onChange={(e) => onChange({ open: (e.currentTarget as HTMLInputElement).checked })}
            />
            <span>{t("create.open")}</span>
          </label>
        )}
        {showContacts && !s.open && !s.bot && <SeatContacts n={i + 1} seat={s} onChange={onChange} />}
      </div>
    </li>
  );
}

/** A seat's optional e-mail and webhook, each checked once the player leaves the field (the server checks again). */
function SeatContacts({ n, seat, onChange }: { n: number; seat: SeatForm; onChange: (patch: Partial<SeatForm>) => void }) {
  return (
    <>
      <SeatContactInput kind="email" n={n} value={seat.email} onInput={(email) => onChange({ email })} />
      <SeatContactInput kind="webhook" n={n} value={seat.webhook} onInput={(webhook) => onChange({ webhook })} />
    </>
  );
}

interface SeatContactProps {
  kind: ContactKind;
  /** The seat's number, from 1. */
  n: number;
  value: string;
  onInput: (value: string) => void;
}

/**
 * One contact input of a seat row, labelled for screen readers with the seat's number, and what is wrong with it under
 * it once the field has been left (not while the address is still being typed).
 */
function SeatContactInput({ kind, n, value, onInput }: SeatContactProps) {
  const { t } = useI18n();
  const [left, setLeft] = useState(false);
  const problem = left ? contactProblem(kind, value) : null;
  const id = `${kind}-${n - 1}`;
  return (
    <>
      <ContactInput
        kind={kind}
        name={id}
        aria-label={t(kind === "email" ? "create.emailFor" : "create.webhookFor", { n })}
        value={value}
        problem={problem}
        aria-describedby={problem ? `${id}-error` : undefined}
        onInput={onInput}
        onBlur={() => setLeft(true)}
      />
      {problem && (
        <p class="field-error" id={`${id}-error`}>
          {t(problem)}
        </p>
      )}
    </>
  );
}
