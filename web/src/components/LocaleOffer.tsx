/**
 * A seat's messages are first written in the language and time zone of the browser that created the match. When the
 * holder opens the seat page in a browser that speaks another language or lives in another zone, this offers theirs,
 * once per seat and browser: either answer is remembered (localStorage), and the seat's settings can change it later.
 */
import { useEffect, useState } from "preact/hooks";
import { api } from "../api.js";
import { LANG_NAMES, useI18n, type Lang } from "../i18n/core.js";
import { browserZone } from "../lib/locale.js";

const asked = (id: string, seat: number) => `waka.localeAsked.${id}.${seat}`;

function answered(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true; // nowhere to remember the answer: never ask
  }
}

function remember(key: string): void {
  try {
    localStorage.setItem(key, "1");
  } catch {
    // the offer may come again on the next visit
  }
}

const say = (lang: Lang, zone: string | null) => (zone ? `${LANG_NAMES[lang]}, ${zone}` : LANG_NAMES[lang]);

export function LocaleOffer({ id, seat, secret, onChanged }: { id: string; seat: number; secret: string; onChanged: () => void }) {
  const { t, lang } = useI18n();
  const key = asked(id, seat);
  // the browser's zone is asked for only once the seat's settings are here (its first asking sets up a whole
  // locale's data: a long task on a phone, kept out of the page's first drawing)
  const [now, setNow] = useState<{ lang: Lang; timeZone: string | null; zone: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (answered(key)) return;
    let live = true;
    api.notifications(id, secret).then(
      (n) => live && setNow({ lang: n.lang, timeZone: n.timeZone, zone: browserZone() }),
      () => {
        // the offer is a convenience: without the seat's settings there is nothing to compare
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  // a seat without a zone has its dates in UTC
  if (!now || (now.lang === lang && (now.zone === null || (now.timeZone ?? "UTC") === now.zone))) return null;
  const { zone } = now;
  const close = () => (remember(key), setNow(null));
  const use = async () => {
    setBusy(true);
    try {
      await api.saveNotifications(id, secret, { lang, ...(zone ? { timeZone: zone } : {}) });
      close();
      onChanged();
    } catch {
      setFailed(true);
    }
    setBusy(false);
  };
  return (
    <section class="note locale-offer" aria-labelledby="locale-offer-h">
      <p id="locale-offer-h">{t("seat.localeOffer", { now: say(now.lang, now.timeZone) })}</p>
      <div class="row">
        <button type="button" class="primary" disabled={busy} onClick={() => void use()}>
          {t("seat.localeUse", { mine: say(lang, zone) })}
        </button>
        <button type="button" class="secondary" disabled={busy} onClick={close}>
          {t("seat.localeKeep", { now: say(now.lang, now.timeZone) })}
        </button>
      </div>
      {failed && (
        <p class="error small" role="alert">
          {t("error.network")}
        </p>
      )}
    </section>
  );
}
