import { useState } from "preact/hooks";
import { api, type ApiError } from "../api.js";
import { ErrorBox } from "../components/common.js";
import { ContactField } from "../components/ContactField.js";
import { useI18n } from "../i18n/core.js";
import { contactsProblem } from "../lib/contacts.js";
import { seatLocale } from "../lib/locale.js";
import { navigate, takeFragmentOf } from "../lib/router.js";
import { saveSeat } from "../lib/storage.js";
import { WatchInstead } from "../components/WatchInstead.js";

/**
 * The invite link (/m/:id/join#invite=…): claim an open seat with a name. From the lobby (/m/:id/join?lobby) the same
 * form takes a free seat of a public table, with no invite (the server refuses it for a private match).
 */
export function Join({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const [invite] = useState(() => takeFragmentOf("invite"));
  const fromLobby = new URLSearchParams(location.search).has("lobby");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [webhook, setWebhook] = useState("");
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState<ApiError | null>(null);

  if (!invite && !fromLobby) {
    return <WatchInstead id={id} title={t("join.noInvite")} text={t("join.noInviteText")} />;
  }
  if (invite === "malformed") {
    return <WatchInstead id={id} title={t("error.bad_invite")} text={t("join.badInviteText")} />;
  }

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!name.trim()) return;
    setChecked(true);
    if (contactsProblem(email, webhook)) return;
    setBusy(true);
    setErr(null);
    try {
      const j = await api.join(id, {
        ...(invite ? { invite } : {}),
        name: name.trim(),
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(webhook.trim() ? { webhook: webhook.trim() } : {}),
        ...seatLocale(lang),
      });
      saveSeat({ id, game: "", seat: j.seat, secret: j.secret, name: name.trim(), addedAt: Date.now() });
      navigate(`/m/${id}?seat=${j.seat}`, true);
    } catch (e2) {
      setErr(e2 as ApiError);
      setBusy(false);
    }
  };

  return (
    <div class="page narrow">
      <h1>{t("join.title")}</h1>
      <p class="lead">{invite ? t("join.lead") : t("join.lobbyLead")}</p>
      <form class="panel form" onSubmit={submit}>
        <label class="field">
          <span>{t("join.name")}</span>
          <input
            type="text"
            name="name"
            required
            maxLength={40}
            value={name}
            onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <ContactField kind="email" name="email" label={t("join.email")} value={email} onInput={setEmail} checked={checked} />
        <ContactField kind="webhook" name="webhook" label={t("join.webhook")} value={webhook} onInput={setWebhook} checked={checked} />
        {err && <ErrorBox error={err} onClose={() => setErr(null)} />}
        <button type="submit" class="primary big" disabled={busy || !name.trim()}>
          {t("join.submit")}
        </button>
      </form>
    </div>
  );
}
