import { useEffect, useState } from "preact/hooks";
import { api, type ApiError, type Notifications } from "../api.js";
import { LANG_NAMES, LANGS, useI18n, type Lang } from "../i18n/core.js";
import { contactsProblem } from "../lib/contacts.js";
import { pushNeedsHomeScreen } from "../lib/home-screen.js";
import { ContactField } from "./ContactField.js";
import { Loading } from "./common.js";
import { HomeScreenForPush } from "./HomeScreenForPush.js";
import type { SeatRequest } from "../state/seat-request.js";
import { browserZone } from "../lib/locale.js";

const pushSupported = () =>
  typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof window !== "undefined" && "PushManager" in window;

const keyBytes = (b64: string): Uint8Array<ArrayBuffer> => {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((b64.length + 3) % 4));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

/** Where the seat hears about its turn: e-mail, digest, language, time zone, webhook and web push, saved together. */
export function SeatNotifications({ id, secret, request }: { id: string; secret: string; request: SeatRequest }) {
  const { t } = useI18n();
  const s = useNotifications(id, secret, request.setErr);
  // no form before the saved settings are here: saving empty fields would erase them
  if (s.n) return <NotificationsForm id={id} secret={secret} request={request} s={s} n={s.n} />;
  return (
    <div>
      <h3>{t("seat.notifications")}</h3>
      {s.waiting ? <p class="muted small">{t("seat.waitingConnection")}</p> : <Loading />}
    </div>
  );
}

function NotificationsForm({
  id,
  secret,
  request,
  s,
  n,
}: {
  id: string;
  secret: string;
  request: SeatRequest;
  s: ReturnType<typeof useNotifications>;
  n: Notifications;
}) {
  const { t } = useI18n();
  const { email, webhook } = s;
  const [checked, setChecked] = useState(false);
  const { busy, saved, run } = request;

  const save = (e: Event) => {
    e.preventDefault();
    setChecked(true);
    if (contactsProblem(email, webhook)) return;
    void run(async () => {
      const x = await api.saveNotifications(id, secret, {
        email: email.trim() || null,
        webhook: webhook.trim() || null,
        digest: s.digest,
        lang: s.lang,
        timeZone: s.timeZone,
      });
      s.setN(x);
    });
  };

  return (
    <form class="form" onSubmit={save}>
      <h3>{t("seat.notifications")}</h3>
      {!n.available.email && <p class="muted small">{t("seat.noEmail")}</p>}
      <ContactField kind="email" name="notify-email" label={t("seat.email")} value={email} onInput={s.setEmail} checked={checked}>
        {n.email && n.email === email.trim() && <EmailStatus status={n.emailStatus} />}
      </ContactField>
      <MessageOptions s={s} />
      {/* the browser's zone is asked for only where the seat has none */}
      <TimeZoneCheck timeZone={s.timeZone} onChange={s.setTimeZone} />
      <ContactField
        kind="webhook"
        name="notify-webhook"
        label={t("seat.webhook")}
        value={webhook}
        onInput={s.setWebhook}
        checked={checked}
      />
      <p class="muted small">{t("seat.webhookHelp")}</p>
      {n.available.push && pushNeedsHomeScreen() && <HomeScreenForPush />}
      {n.available.push && !pushNeedsHomeScreen() && pushSupported() && (
        <PushCheck id={id} secret={secret} n={n} onSaved={s.setN} request={request} />
      )}
      <div class="row">
        <button type="submit" class="primary" disabled={busy}>
          {t("seat.save")}
        </button>
        {saved && (
          <span class="muted small" role="status">
            {t("seat.saved")}
          </span>
        )}
      </div>
    </form>
  );
}

/** How the seat's messages come: one a day or one per turn, and in which language. */
function MessageOptions({ s }: { s: ReturnType<typeof useNotifications> }) {
  const { t } = useI18n();
  return (
    <>
      <label class="check">
        <input
          type="checkbox"
          name="notify-digest"
          checked={s.digest}
          onChange={(e) => s.setDigest((e.currentTarget as HTMLInputElement).checked)}
        />
        <span>
          {t("seat.digest")}
          <small>{t("seat.digestHelp")}</small>
        </span>
      </label>
      <label class="field">
        <span>{t("seat.language")}</span>
        <select name="notify-lang" value={s.lang} onChange={(e) => s.setLang((e.currentTarget as HTMLSelectElement).value as Lang)}>
          {LANGS.map((l) => (
            <option value={l}>{LANG_NAMES[l]}</option>
          ))}
        </select>
        <small class="muted">{t("seat.languageHelp")}</small>
      </label>
    </>
  );
}

/**
 * The seat's notification settings as saved, and the form's fields, filled from them once they are read. A read that
 * met no connection is not an error the player must dismiss: `waiting` says so, and the read is made again when the
 * connection is back.
 */
function useNotifications(id: string, secret: string, onError: (e: ApiError) => void) {
  const [n, setN] = useState<Notifications | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [email, setEmail] = useState("");
  const [webhook, setWebhook] = useState("");
  const [digest, setDigest] = useState(false);
  const [lang, setLang] = useState<Lang>("en");
  const [timeZone, setTimeZone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let read = false;
    const readOnce = () =>
      read ||
      api
        .notifications(id, secret)
        .then((x) => {
          if (!live) return;
          read = true;
          setWaiting(false);
          setN(x);
          setEmail(x.email ?? "");
          setWebhook(x.webhook ?? "");
          setDigest(x.digest);
          setLang(x.lang);
          setTimeZone(x.timeZone);
        })
        .catch((e: ApiError) => live && (e.status === 0 ? setWaiting(true) : onError(e)));
    void readOnce();
    // once read, a connection coming back must not reset fields the player may be editing
    addEventListener("online", readOnce);
    return () => {
      live = false;
      removeEventListener("online", readOnce);
    };
  }, [id, secret]);
  return { n, setN, waiting, email, setEmail, webhook, setWebhook, digest, setDigest, lang, setLang, timeZone, setTimeZone };
}

/** Where the saved address stands: asked to confirm, confirmed, declined or unsubscribed. */
function EmailStatus({ status }: { status: Notifications["emailStatus"] }) {
  const { t } = useI18n();
  if (status === "asked") return <small class="muted">{t("seat.emailAsked")}</small>;
  if (status === "accepted") return <small class="muted">{t("seat.emailAccepted")}</small>;
  if (status === "declined") return <small class="warning">{t("seat.emailDeclined")}</small>;
  if (status === "unsubscribed") return <small class="warning">{t("seat.emailUnsubscribed")}</small>;
  return null;
}

/** Dates in the seat's messages in a time zone: the one saved, or the browser's own offered. */
function TimeZoneCheck({ timeZone, onChange }: { timeZone: string | null; onChange(zone: string | null): void }) {
  const { t } = useI18n();
  // the browser's zone only where the seat has none (asking it first sets up a whole locale's data: a long task)
  const here = timeZone === null ? browserZone() : null;
  if (!here && !timeZone) return null;
  return (
    <label class="check">
      <input
        type="checkbox"
        name="notify-time-zone"
        checked={timeZone !== null}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked ? (timeZone ?? here) : null)}
      />
      <span>
        {t("seat.timeZone", { zone: timeZone ?? here ?? "UTC" })}
        <small>{t("seat.timeZoneHelp")}</small>
      </span>
    </label>
  );
}

/** Web push on or off: on subscribes this browser with the server's key, saved at once. */
function PushCheck({
  id,
  secret,
  n,
  onSaved,
  request,
}: {
  id: string;
  secret: string;
  n: Notifications;
  onSaved(n: Notifications): void;
  request: SeatRequest;
}) {
  const { t } = useI18n();
  const togglePush = (on: boolean) =>
    request.run(async () => {
      if (!on) {
        onSaved(await api.saveNotifications(id, secret, { push: null }));
        return;
      }
      const reg = await navigator.serviceWorker.register("/sw.js");
      await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(n.available.push!.publicKey) });
      onSaved(await api.saveNotifications(id, secret, { push: sub.toJSON() }));
    });
  return (
    <label class="check">
      <input
        type="checkbox"
        name="notify-push"
        checked={n.push}
        disabled={request.busy}
        onChange={(e) => void togglePush((e.currentTarget as HTMLInputElement).checked)}
      />
      <span>{t("seat.push")}</span>
    </label>
  );
}
