import { useState } from "preact/hooks";
import { api } from "../api.js";
import { useI18n } from "../i18n/core.js";
import { seatLinksIn } from "../lib/seat-links.js";
import { saveSeat } from "../lib/storage.js";
import "./links.css";

/**
 * "Add my links": paste the links message (or any text with this site's seat links) and every seat that opens is
 * added to My matches, as following each link would.
 */
export function ImportLinks(props: { onAdded(): void }) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ added: number; failed: number } | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    const links = seatLinksIn(text, location.origin);
    let added = 0;
    setBusy(true);
    for (const l of links) {
      try {
        const { match } = await api.match(l.id, l.secret);
        if (match?.you) {
          saveSeat({ id: l.id, game: match.game, seat: match.you.seat, secret: l.secret, name: match.you.name, addedAt: Date.now() });
          added++;
        }
      } catch {
        // a link that no longer opens a seat (match gone, wrong secret) is counted below
      }
    }
    setBusy(false);
    setResult({ added, failed: links.length - added });
    if (added > 0) {
      setText("");
      props.onAdded();
    }
  };
  return (
    <form class="links-import" onSubmit={submit}>
      <label class="field">
        <span>{t("links.importLabel")}</span>
        <textarea name="links" value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
      </label>
      <button type="submit" class="secondary" disabled={busy || !text.trim()}>
        {t("links.import")}
      </button>
      {result && (
        <p class="links-status" role="status">
          {result.added + result.failed === 0
            ? t("links.none")
            : [result.added > 0 ? t("links.added", { n: result.added }) : "", result.failed > 0 ? t("links.failed", { n: result.failed }) : ""].filter(Boolean).join(" ")}
        </p>
      )}
    </form>
  );
}
