import { useEffect, useState } from "preact/hooks";
import { api, type ApiError, type Invitations, type InvitationStatus } from "../api.js";
import { useI18n, type AppKey } from "../i18n/core.js";

/** How often the creator's page asks again while it is shown: an answer comes when a player reads their mail. */
const POLL_MS = 30_000;

type Load = { state: "loading" } | { state: "ok"; seats: Invitations["seats"] } | { state: "error"; error: ApiError };

const PILL: Record<InvitationStatus, string> = { invited: "pill", confirmed: "pill", accepted: "pill done", declined: "pill bad" };

/**
 * The creator's page (issue #31): each seat given an e-mail address as invited, confirmed, accepted or declined,
 * read with the creator token; the addresses themselves are never sent back.
 */
export function SeatInvitations({ id, creatorToken }: { id: string; creatorToken: string }) {
  const { t } = useI18n();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let live = true;
    const fetchIt = () =>
      api.invitations(id, creatorToken).then(
        (r) => live && setLoad({ state: "ok", seats: r.seats }),
        (e: ApiError) => live && setLoad((l) => (l.state === "ok" ? l : { state: "error", error: e })),
      );
    void fetchIt();
    const timer = setInterval(() => document.visibilityState === "visible" && void fetchIt(), POLL_MS);
    const onShow = () => document.visibilityState === "visible" && void fetchIt();
    document.addEventListener("visibilitychange", onShow);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, [id, creatorToken, tries]);

  const invited = load.state === "ok" ? load.seats.filter((s) => s.invitation !== null) : [];
  return (
    <section class="panel" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t("invitations.title")}</h2>
      <p class="muted small">{t("invitations.help")}</p>
      {load.state === "loading" ? (
        <p class="pill">{t("common.loading")}</p>
      ) : load.state === "error" ? (
        <p class="error" role="alert">
          {load.error.status === 0 ? t("error.network") : t("invitations.error")}{" "}
          <button type="button" class="link" onClick={() => (setLoad({ state: "loading" }), setTries((n) => n + 1))}>
            {t("common.tryAgain")}
          </button>
        </p>
      ) : invited.length === 0 ? (
        <p class="muted">{t("invitations.none")}</p>
      ) : (
        <ul class="plain invitations">
          {invited.map((s) => (
            <li class="row between" data-seat={s.seat}>
              <span>
                {s.seat + 1}. {s.name}
              </span>
              <span class={PILL[s.invitation!]} data-status={s.invitation}>
                {t(`invitations.${s.invitation}` as AppKey)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
