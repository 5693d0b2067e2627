import { useState } from "preact/hooks";
import { useI18n } from "../i18n/core.js";
import { alertPrefs, chime, saveAlertPrefs, type AlertPrefs } from "../lib/turn-alerts.js";

/** The seat's choice of a sound and a system notification when its turn comes (off by default, kept in this browser). */
export function TurnAlerts() {
  const { t } = useI18n();
  const [p, setP] = useState<AlertPrefs>(alertPrefs);
  const [note, setNote] = useState<string | null>(null);
  const change = async (next: AlertPrefs) => {
    if (next.notify && !p.notify) {
      if (!("Notification" in window)) return setNote(t("alerts.unsupported"));
      const perm = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
      if (perm !== "granted") return setNote(t("alerts.denied"));
    }
    if (next.sound && !p.sound) chime(); // what it will sound like (and the gesture some browsers need for audio)
    setNote(null);
    saveAlertPrefs(next);
    setP(next);
  };
  const box = (key: keyof AlertPrefs, label: string) => (
    <label class="check">
      <input
        type="checkbox"
        name={`alert-${key}`}
        checked={p[key]}
        onChange={(e) => void change({ ...p, [key]: (e.currentTarget as HTMLInputElement).checked })}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <section class="panel turn-alerts" aria-labelledby="alerts-h">
      <h2 id="alerts-h">{t("alerts.title")}</h2>
      {box("sound", t("alerts.sound"))}
      {box("notify", t("alerts.notify"))}
      <p class="muted small">{t("alerts.help")}</p>
      {note && (
        <p class="warning small" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
