import type { CreatedSeat } from "../api.js";
import { CopyField } from "../components/common.js";
import { useI18n, type AppKey } from "../i18n/core.js";
import { useGameTitle } from "../lib/catalogue.js";
import { Link, navigate } from "../lib/router.js";
import { createdMatch, forgetCreated } from "../lib/storage.js";
import { usePageTitle } from "../lib/page-title.js";
import { BotIcon } from "../components/BotIcon.js";
import { WatchInstead } from "../components/WatchInstead.js";
import { SeatInvitations } from "../components/SeatInvitations.js";

/** After creating: every seat's private link, the spectator link and the invite link, with copy buttons. */
export function Created({ id }: { id: string }) {
  const { t } = useI18n();
  const title = useGameTitle();
  const entry = createdMatch(id);
  usePageTitle(entry ? t("created.title", { game: title(entry.match.game) }) : null);
  if (!entry) {
    return <WatchInstead id={id} title={t("created.missing")} text={t("created.missingText")} />;
  }
  const m = entry.match;
  return (
    <div class="page narrow">
      <h1>{t("created.title", { game: title(m.game) })}</h1>
      <div class="warning" role="note">
        <strong>{t("created.privateTitle")}</strong> {t("created.privateText")}
      </div>
      <SeatLinks seats={m.seats} />
      {/* matches saved by an older page have no creator token */}
      {m.creatorToken && <SeatInvitations id={m.id} creatorToken={m.creatorToken} />}
      {m.invite && (
        <section class="panel">
          <h2>{t("created.invite")}</h2>
          <p class="muted small">{t("created.inviteHelp")}</p>
          <CopyField id="invite-link" label={t("created.inviteLabel")} value={m.invite.link} />
        </section>
      )}
      <section class="panel">
        <h2>{t("created.spectators")}</h2>
        <p class="muted small">{t("created.spectatorsHelp")}</p>
        <CopyField id="spectator-link" label={t("created.spectatorLabel")} value={m.spectatorLink} />
      </section>
      <div class="row">
        <Link href={`/m/${m.id}`} class="button secondary">
          {t("created.watch")}
        </Link>
        <button
          type="button"
          class="link"
          onClick={() => {
            if (confirm(t("created.forgetConfirm"))) {
              forgetCreated(m.id);
              navigate("/");
            }
          }}
        >
          {t("created.forget")}
        </button>
      </div>
    </div>
  );
}

/** A link's path (the page opens it in place); the link itself if it is none. */
const pathOf = (link: string) => {
  try {
    const u = new URL(link);
    return u.pathname + u.hash;
  } catch {
    return link;
  }
};

/** Every seat's private link (to copy, or to open as that seat here), and which seats are bots or open. */
function SeatLinks({ seats }: { seats: CreatedSeat[] }) {
  const { t } = useI18n();
  return (
    <section class="panel">
      <h2>{t("created.seatLinks")}</h2>
      <ul class="plain links">
        {seats.map((s) =>
          s.link ? (
            <li>
              <CopyField id={`seat-link-${s.seat}`} label={`${s.seat + 1}. ${s.name ?? ""}`} value={s.link} />
              <a href={pathOf(s.link)} class="small" onClick={(e) => (e.preventDefault(), navigate(pathOf(s.link!)))}>
                {t("created.thisIsMe", { name: s.name ?? "" })}
              </a>
            </li>
          ) : s.bot ? (
            <li class="muted">
              {s.seat + 1}. {s.name}{" "}
              <span class="bot-mark">
                <BotIcon /> {t(`bot.${s.bot}` as AppKey)}
              </span>
            </li>
          ) : (
            <li class="muted">
              {s.seat + 1}. {t("created.openSeat")}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
