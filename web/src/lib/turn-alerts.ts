/**
 * Alerts that stay true (issue #30 item 4): the tab's title and icon say the match's live state whenever the page's
 * store changes (a live-room ping or the polling fallback both land there), an optional sound and system
 * notification when it becomes your turn (off by default, remembered per browser), and the "seen" mark that drops a
 * turn notice held while this page was open (worker/notify/quiet.ts).
 */
import { useEffect, useRef } from "preact/hooks";
import { api } from "../api.js";
import { playerName } from "../../../boardkit/names.js";
import { useI18n } from "../i18n/core.js";
import { isYourTurn, type MatchData } from "../state/match.js";

export interface AlertPrefs {
  sound: boolean;
  notify: boolean;
}

const PREFS = "waka.turnAlerts";
const ICON = "/favicon.svg";
/** The tab's icon while it is your turn: a filled disc with a dot, readable at 16 px. */
export const TURN_ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#d9480f"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>',
  );

export function alertPrefs(): AlertPrefs {
  try {
    const raw = JSON.parse(localStorage.getItem(PREFS) ?? "{}") as Partial<AlertPrefs>;
    return { sound: raw.sound === true, notify: raw.notify === true };
  } catch {
    return { sound: false, notify: false };
  }
}

export function saveAlertPrefs(p: AlertPrefs): void {
  try {
    localStorage.setItem(PREFS, JSON.stringify(p));
  } catch {
    // private mode: the choice lasts for this page only
  }
}

function setIcon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (link && link.getAttribute("href") !== href) link.setAttribute("href", href);
}

/** A short two-note chime (Web Audio; silent where the browser refuses to play without a gesture). */
export function chime(): void {
  try {
    const ctx = new AudioContext();
    [660, 880].forEach((f, i) => {
      const o = ctx.createOscillator();
      const g = ctx.createGain();
      o.frequency.value = f;
      g.gain.setValueAtTime(0.15, ctx.currentTime + i * 0.18);
      g.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.18 + 0.16);
      o.connect(g).connect(ctx.destination);
      o.start(ctx.currentTime + i * 0.18);
      o.stop(ctx.currentTime + i * 0.18 + 0.17);
    });
  } catch {
    // no audio here
  }
}

/** Keeps the tab's title and icon on the live state; alerts on the turn's start; marks positions seen. */
export function useTurnAlerts(d: MatchData, game: string): void {
  const { t } = useI18n();
  const m = d.match;
  const yours = isYourTurn(d);
  const wasYours = useRef<boolean | null>(null);
  const seenSeq = useRef(-1);

  useEffect(() => {
    if (!m) return;
    const names = m.activeSeats.map((s) => playerName(m.players, s, t)).join(", ");
    document.title =
      m.status === "open"
        ? t("tab.waiting", { game })
        : m.status !== "active"
          ? t("tab.over", { game })
          : yours
            ? `● ${t("tab.yourTurn", { game })}`
            : t("tab.toPlay", { names, game });
    setIcon(yours ? TURN_ICON : ICON);
    // the turn's start, not the page's first load with it (the player just opened it)
    if (yours && wasYours.current === false) {
      const prefs = alertPrefs();
      if (prefs.sound) chime();
      if (prefs.notify && "Notification" in window && Notification.permission === "granted") {
        new Notification(t("tab.yourTurn", { game }), { body: names, tag: `waka-${m.id}` });
      }
    }
    wasYours.current = yours;
  }, [m?.seq, m?.status, m?.activeSeats.join(","), yours, game, t]);

  // a turn notice held while this page is open is dropped once the position has been shown here
  useEffect(() => {
    const mark = () => {
      if (!m || !d.secret || !yours || document.visibilityState !== "visible" || seenSeq.current >= m.seq) return;
      seenSeq.current = m.seq;
      api.seen(m.id, d.secret, m.seq).catch(() => {
        seenSeq.current = -1; // the notice then goes out as if unseen; the next change tries again
      });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [m?.seq, yours, d.secret]);

  useEffect(
    () => () => {
      document.title = "Waka";
      setIcon(ICON);
    },
    [],
  );
}
