/**
 * The seat's own panel on the match page (loaded on demand): its deadline, vacation on/off with the days left,
 * and where it hears about its turn — e-mail, webhook (Discord, Slack, any https URL), web push, daily digest.
 */
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, type MatchState, type Notifications } from "../api.js";
import { LANG_NAMES, LANGS, useI18n, type Lang } from "../i18n/core.js";
import { contactsProblem } from "../lib/contacts.js";
import { Deadline, ErrorBox } from "./common.js";
import { ContactField } from "./ContactField.js";
import { HomeScreenForPush } from "./HomeScreenForPush.js";
import { pushNeedsHomeScreen } from "../lib/home-screen.js";
import { browserZone } from "../lib/locale.js";

const DAY = 86_400_000;

const pushSupported = () =>
  typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof window !== "undefined" && "PushManager" in window;

const keyBytes = (b64: string): Uint8Array<ArrayBuffer> => {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((b64.length + 3) % 4));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

export function SeatSettings({ id, secret, match, onChanged }: { id: string; secret: string; match: MatchState; onChanged: () => void }) {
  const { t } = useI18n();
  const [n, setN] = useState<Notifications | null>(null);
  const [email, setEmail] = useState("");
  const [webhook, setWebhook] = useState("");
  const [digest, setDigest] = useState(false);
  const [lang, setLang] = useState<Lang>("en");
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [err, setErr] = useState<ApiError | null>(null);
  const [days, setDays] = useState(1);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .notifications(id, secret)
      .then((x) => {
        if (!live) return;
        setN(x);
        setEmail(x.email ?? "");
        setWebhook(x.webhook ?? "");
        setDigest(x.digest);
        setLang(x.lang);
        setTimeZone(x.timeZone);
      })
      .catch((e) => live && setErr(e as ApiError));
    return () => {
      live = false;
    };
  }, [id, secret]);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setErr(null);
    setSaved(false);
    try {
      await fn();
      setSaved(true);
    } catch (e) {
      setErr(e instanceof ApiError ? e : new ApiError(0, "network", String(e)));
    } finally {
      setBusy(false);
    }
  };

  const save = (e: Event) => {
    e.preventDefault();
    setChecked(true);
    if (contactsProblem(email, webhook)) return;
    void run(async () => {
      const x = await api.saveNotifications(id, secret, {
        email: email.trim() || null,
        webhook: webhook.trim() || null,
        digest,
        lang,
        timeZone,
      });
      setN(x);
    });
  };

  const togglePush = (on: boolean) =>
    run(async () => {
      if (!on) {
        setN(await api.saveNotifications(id, secret, { push: null }));
        return;
      }
      const reg = await navigator.serviceWorker.register("/sw.js");
      await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(n!.available.push!.publicKey) });
      setN(await api.saveNotifications(id, secret, { push: sub.toJSON() }));
    });

  const vacationDays = match.clock?.vacationDays ?? 0;
  const vac = match.you?.vacation;
  const leftDays = vac ? Math.floor(vac.leftMs / DAY) : 0;
  const setVacation = (d: number) =>
    run(async () => {
      await api.vacation(id, secret, d);
      onChanged();
    });
  // the browser's own time zone, offered for the dates in the seat's messages
  const here = browserZone();
  const myDeadline = match.players.find((p) => p.seat === match.you?.seat)?.deadline ?? null;

  return (
    <section class="panel seat-settings" aria-labelledby="seat-settings-h">
      <h2 id="seat-settings-h">{t("seat.settings")}</h2>
      {myDeadline !== null && (
        <p class="small">
          {t("match.yourDeadline")} <Deadline at={myDeadline} />
        </p>
      )}
      {match.clock && <p class="muted small">{t("seat.clock", { n: match.clock.daysPerMove })}</p>}
      {vacationDays > 0 && match.status === "active" && vac && (
        <div class="vacation">
          <h3>{t("seat.vacation")}</h3>
          {vac.until !== null ? (
            <>
              <p class="small">
                {t("seat.onVacation")} <Deadline at={vac.until} until />
              </p>
              <button type="button" class="secondary" disabled={busy} onClick={() => void setVacation(0)}>
                {t("seat.endVacation")}
              </button>
            </>
          ) : leftDays > 0 ? (
            <div class="row">
              <select
                name="vacation-days"
                aria-label={t("seat.vacationDays")}
                value={String(days)}
                onChange={(e) => setDays(Number((e.currentTarget as HTMLSelectElement).value))}
              >
                {Array.from({ length: Math.min(leftDays, 14) }, (_, i) => i + 1).map((d) => (
                  <option value={String(d)}>{t("create.days", { n: d })}</option>
                ))}
              </select>
              <button type="button" class="secondary" disabled={busy} onClick={() => void setVacation(days)}>
                {t("seat.startVacation")}
              </button>
            </div>
          ) : null}
          <p class="muted small">{t("seat.vacationLeft", { n: leftDays })}</p>
        </div>
      )}
      <form class="form" onSubmit={save}>
        <h3>{t("seat.notifications")}</h3>
        {n && !n.available.email && <p class="muted small">{t("seat.noEmail")}</p>}
        <ContactField kind="email" name="notify-email" label={t("seat.email")} value={email} onInput={setEmail} checked={checked}>
          {n?.email && n.email === email.trim() && n.emailStatus === "asked" && <small class="muted">{t("seat.emailAsked")}</small>}
          {n?.email && n.email === email.trim() && n.emailStatus === "accepted" && <small class="muted">{t("seat.emailAccepted")}</small>}
          {n?.email && n.email === email.trim() && n.emailStatus === "declined" && <small class="warning">{t("seat.emailDeclined")}</small>}
          {n?.email && n.email === email.trim() && n.emailStatus === "unsubscribed" && (
            <small class="warning">{t("seat.emailUnsubscribed")}</small>
          )}
        </ContactField>
        <label class="check">
          <input
            type="checkbox"
            name="notify-digest"
            checked={digest}
            onChange={(e) => setDigest((e.currentTarget as HTMLInputElement).checked)}
          />
          <span>
            {t("seat.digest")}
            <small>{t("seat.digestHelp")}</small>
          </span>
        </label>
        <label class="field">
          <span>{t("seat.language")}</span>
          <select name="notify-lang" value={lang} onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}>
            {LANGS.map((l) => (
              <option value={l}>{LANG_NAMES[l]}</option>
            ))}
          </select>
          <small class="muted">{t("seat.languageHelp")}</small>
        </label>
        {(here || timeZone) && (
          <label class="check">
            <input
              type="checkbox"
              name="notify-time-zone"
              checked={timeZone !== null}
              onChange={(e) => setTimeZone((e.currentTarget as HTMLInputElement).checked ? (timeZone ?? here) : null)}
            />
            <span>
              {t("seat.timeZone", { zone: timeZone ?? here ?? "UTC" })}
              <small>{t("seat.timeZoneHelp")}</small>
            </span>
          </label>
        )}
        <ContactField
          kind="webhook"
          name="notify-webhook"
          label={t("seat.webhook")}
          value={webhook}
          onInput={setWebhook}
          checked={checked}
        />
        <p class="muted small">{t("seat.webhookHelp")}</p>
        {n?.available.push && pushNeedsHomeScreen() && <HomeScreenForPush />}
        {n?.available.push && !pushNeedsHomeScreen() && pushSupported() && (
          <label class="check">
            <input
              type="checkbox"
              name="notify-push"
              checked={n.push}
              disabled={busy}
              onChange={(e) => void togglePush((e.currentTarget as HTMLInputElement).checked)}
            />
            <span>{t("seat.push")}</span>
          </label>
        )}
        <div class="row">
          <button type="submit" class="primary" disabled={busy || !n}>
            {t("seat.save")}
          </button>
          {saved && (
            <span class="muted small" role="status">
              {t("seat.saved")}
            </span>
          )}
        </div>
      </form>
      {err && <ErrorBox error={err} onClose={() => setErr(null)} />}
    </section>
  );
}
