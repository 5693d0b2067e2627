import { useState } from "preact/hooks";
import { api, ApiError, type MatchState } from "../api.js";
import { useI18n } from "../i18n/core.js";
import { saveSeat } from "../lib/storage.js";
import { refresh } from "../state/match-actions.js";
import type { MatchStore } from "../state/match.js";
import { playerName } from "../../../boardkit/names.js";

/** Resigning, with a confirmation step that says what follows (issue #30 item 6; worker/host/resign.ts). */
export function Resign({ store, m, secret }: { store: MatchStore; m: MatchState; secret: string }) {
  const { t } = useI18n();
  const [step, setStep] = useState<"idle" | "confirm" | "busy">("idle");
  const [error, setError] = useState<string | null>(null);
  const you = m.you!.seat;
  const others = m.players.filter((p) => p.seat !== you && p.resigned === undefined);
  const go = async () => {
    setStep("busy");
    try {
      await api.resign(m.id, secret, m.seq);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError && e.status === 409 ? t("resign.stale") : (e as Error).message);
    }
    setStep("idle");
    await refresh(store, { force: true });
  };
  return (
    <section class="panel resign" aria-labelledby="resign-h">
      <h2 id="resign-h">{t("resign.title")}</h2>
      {step === "idle" ? (
        <button type="button" class="secondary" onClick={() => setStep("confirm")}>
          {t("resign.button")}
        </button>
      ) : (
        <div role="alertdialog" aria-labelledby="resign-q">
          <p id="resign-q">
            {others.length === 1 ? t("resign.two", { name: playerName(m.players, others[0]!.seat, t) }) : t("resign.more")}
          </p>
          <div class="actions">
            <button type="button" class="danger" disabled={step === "busy"} onClick={() => void go()}>
              {t("resign.yes")}
            </button>
            <button type="button" class="secondary" disabled={step === "busy"} onClick={() => setStep("idle")} autoFocus>
              {t("resign.no")}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p class="error small" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * "Play again" once the match is over, and the link between a match and its rematch (both ways). Links to the other
 * match load a fresh page: the page holds one match's seat secret.
 */
export function PlayAgain({ m, secret }: { m: MatchState; secret: string | null }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const over = m.status === "finished" || m.status === "abandoned";
  if (!over && !m.rematchOf) return null;
  const play = async () => {
    setBusy(true);
    try {
      const r = await api.rematch(m.id, secret!);
      if (r.secret) saveSeat({ id: r.id, game: m.game, seat: r.seat, secret: r.secret, name: m.you?.name ?? null, addedAt: Date.now() });
      location.assign(r.secret ? `/m/${r.id}?seat=${r.seat}` : r.link);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <section class="panel play-again" aria-labelledby="again-h">
      <h2 id="again-h">{t("rematch.title")}</h2>
      {m.rematchOf && (
        <p class="small rematch-of">
          {t("rematch.of")} <a href={`/m/${m.rematchOf}`}>{m.rematchOf}</a>
        </p>
      )}
      {over && secret && m.you && (
        <>
          <button type="button" disabled={busy} onClick={() => void play()}>
            {m.rematch ? t("rematch.open") : t("rematch.button")}
          </button>
          {!m.rematch && <p class="muted small">{t("rematch.help")}</p>}
        </>
      )}
      {over && m.rematch && (
        <p class="small rematch-link">
          {t("rematch.started")} <a href={`/m/${m.rematch}`}>{m.rematch}</a>
        </p>
      )}
      {error && (
        <p class="error small" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
