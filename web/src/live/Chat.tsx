import { useEffect, useRef, useState } from "preact/hooks";
import type { MatchState } from "../api.js";
import { playerName } from "../../../boardkit/names.js";
import { useI18n } from "../i18n/core.js";
import { useInView } from "../lib/in-view.js";
import { useStore } from "../lib/store.js";
import type { MatchStore } from "../state/match.js";
import { markRead, say, setMuted, type LiveStore } from "./live.js";
import "./live.css";
import { RelativeTime } from "../components/RelativeTime.js";

/** Longest line the server takes (worker/live/chat.ts CHAT_MAX_CHARS). */
const MAX_CHARS = 500;

/**
 * Table talk: every line as plain text (a text node, never markup) with its writer's name; seats write and can mute
 * another seat; spectators read. `readOnly` lists the talk in the replay.
 */
export function ChatPanel({ store, live, m, readOnly = false }: { store: MatchStore; live: LiveStore; m: MatchState; readOnly?: boolean }) {
  const { t } = useI18n();
  const l = useStore(live);
  // a page opened offline shows a kept position (state/offline.ts) but no table talk: say why it is empty
  const keptOffline = useStore(store).offline === "kept";
  const you = m.you?.seat ?? null;
  const listRef = useRef<HTMLOListElement>(null);
  // the lines count as read once they have been on screen (not merely because they arrived on an open page)
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const seen = useInView(list);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [l.chat.length]);
  useEffect(() => {
    if (seen && !readOnly && l.unread > 0) void markRead(store, live);
  }, [seen, l.unread]);

  if (readOnly && l.chat.length === 0) return null;
  const canWrite = !readOnly && you !== null;
  return (
    <section class="panel chat" aria-labelledby="chat-h">
      <h2 id="chat-h">
        {t("chat.title")}
        {l.unread > 0 && !readOnly && (
          <span class="unread" aria-label={t("chat.unread", { n: l.unread })}>
            {l.unread}
          </span>
        )}
      </h2>
      {l.chat.length === 0 ? (
        <p class="muted small">{keptOffline ? t("chat.offline") : canWrite ? t("chat.emptySeat") : t("chat.empty")}</p>
      ) : (
        <ol class="plain chat-lines" ref={(el) => ((listRef.current = el), setList(el))} aria-live="polite">
          {l.chat.map((line) => (
            <li key={line.id} data-seat={line.seat}>
              <span class="who">{playerName(m.players, line.seat, t)}</span>
              <RelativeTime at={line.at} class="chat-time" />
              {line.text}
            </li>
          ))}
        </ol>
      )}
      {canWrite && !keptOffline && <ChatForm store={store} live={live} />}
      {canWrite && l.chatError && (
        <p class="error small" role="alert">
          {l.chatError === "chat_rate_limited" ? t("chat.tooFast") : t("chat.failed")}
        </p>
      )}
      {!readOnly && you === null && <p class="muted small">{t("chat.spectator")}</p>}
      {!readOnly && !seen && l.unread > 0 && (
        // where the reader is: at the foot of the screen, until the lines have been in view
        <a
          class="unread-link"
          href="#chat-h"
          onClick={(e) => {
            e.preventDefault();
            listRef.current?.scrollIntoView({ block: "nearest" });
          }}
        >
          {t("chat.unreadLink", { n: l.unread })}
        </a>
      )}
      {canWrite && <ChatMutes store={store} live={live} m={m} you={you} />}
    </section>
  );
}

/** A line to say at the table: sent once, kept in the field if it could not be sent. */
function ChatForm({ store, live }: { store: MatchStore; live: LiveStore }) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const send = async (e: Event) => {
    e.preventDefault();
    const v = text.trim();
    if (!v || sending) return;
    setSending(true);
    if (await say(store, live, v)) setText("");
    setSending(false);
  };
  return (
    <form class="chat-form" onSubmit={send}>
      <input
        type="text"
        aria-label={t("chat.say")}
        placeholder={t("chat.say")}
        maxLength={MAX_CHARS}
        value={text}
        onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
      />
      <button type="submit" disabled={sending || text.trim() === ""}>
        {t("chat.send")}
      </button>
    </form>
  );
}

/** Mute or unmute each other person at the table (bots and open seats say nothing). */
function ChatMutes({ store, live, m, you }: { store: MatchStore; live: LiveStore; m: MatchState; you: number }) {
  const { t } = useI18n();
  const l = useStore(live);
  const others = m.players.filter((p) => p.seat !== you && !p.bot && !p.open);
  if (others.length === 0) return null;
  return (
    <div class="chat-mutes">
      {others.map((p) => {
        const muted = l.muted.includes(p.seat);
        const name = playerName(m.players, p.seat, t);
        return (
          <button type="button" class="link" aria-pressed={muted} onClick={() => void setMuted(store, live, p.seat, !muted)}>
            {muted ? t("chat.unmute", { name }) : t("chat.mute", { name })}
          </button>
        );
      })}
    </div>
  );
}

/** "● here" beside a seat's name while one of its pages is open. */
export function HereMark({ here }: { here: boolean }) {
  const { t } = useI18n();
  // away: the mark's room stays (hidden), so a player arriving or leaving does not move the row (layout shift, issue #41)
  if (!here) return <span class="here-room" aria-hidden="true" />;
  return <span class="here" role="img" aria-label={t("live.here")} title={t("live.here")} />;
}

/** How many spectators watch now (counted, never named). */
export function Watching({ live }: { live: LiveStore }) {
  const { t } = useI18n();
  const l = useStore(live);
  if (!l.presence || l.presence.spectators === 0) return null;
  return <p class="muted small watching">{t("live.watching", { n: l.presence.spectators })}</p>;
}
