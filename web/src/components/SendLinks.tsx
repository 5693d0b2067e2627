import { useState } from "preact/hooks";
import { api, type ApiError } from "../api.js";
import { useI18n } from "../i18n/core.js";
import { ErrorBox } from "./common.js";
import "./links.css";

/**
 * "Send me my links": the address a player gave for their seats; the server mails it the links of its matches
 * under way once it is confirmed. The page says the same whatever the address (the server tells nothing more).
 */
export function SendLinks() {
  const { t } = useI18n();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [err, setErr] = useState<ApiError | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setErr(null);
    setSent(false);
    try {
      await api.sendLinks(email.trim());
      setSent(true);
    } catch (x) {
      setErr(x as ApiError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="links-send" onSubmit={submit}>
      <label class="field">
        <span>{t("links.email")}</span>
        <div class="row">
          <input
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            value={email}
            onInput={(e) => setEmail((e.currentTarget as HTMLInputElement).value)}
          />
          <button type="submit" class="primary" disabled={busy || !email.trim()}>
            {t("links.send")}
          </button>
        </div>
      </label>
      {sent && (
        <p class="links-status" role="status">
          {t("links.sent")}
        </p>
      )}
      {err && <ErrorBox error={err} onClose={() => setErr(null)} />}
    </form>
  );
}
