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
/** Adds to My matches every seat that opens with its secret; the count of those that did not. */
export async function addSeats(links: readonly { id: string; secret: string }[]): Promise<{ added: number; failed: number }> {
  let added = 0;
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
  return { added, failed: links.length - added };
}

/** The sentence telling how many seats were added and how many did not open. */
export function addedSentence(t: ReturnType<typeof useI18n>["t"], r: { added: number; failed: number }): string {
  if (r.added + r.failed === 0) return t("links.none");
  const added = r.added > 0 ? t("links.added", { n: r.added }) : "";
  return [added, r.failed > 0 ? t("links.failed", { n: r.failed }) : ""].filter(Boolean).join(" ");
}

export function ImportLinks(props: { onAdded(): void }) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ added: number; failed: number } | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const r = await addSeats(seatLinksIn(text, location.origin));
    setBusy(false);
    setResult(r);
    if (r.added > 0) {
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
          {addedSentence(t, result)}
        </p>
      )}
    </form>
  );
}
