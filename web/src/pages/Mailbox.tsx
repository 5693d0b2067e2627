import { useEffect, useState } from "preact/hooks";
import { api, type ApiError, type MailboxMessage } from "../api.js";
import { Empty, ErrorBox, Loading } from "../components/common.js";
import { formatDate, useI18n } from "../i18n/core.js";

/** The local mailbox (development only): every message the server would have sent, newest first. */
export function Mailbox() {
  const { t, lang } = useI18n();
  const [msgs, setMsgs] = useState<MailboxMessage[] | null>(null);
  const [err, setErr] = useState<ApiError | null>(null);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .mailbox()
      .then((m) => live && (setMsgs(m), setErr(null)))
      .catch((e) => live && setErr(e as ApiError));
    return () => {
      live = false;
    };
  }, [n]);
  return (
    <div class="page narrow">
      <div class="row between">
        <h1>{t("mailbox.title")}</h1>
        <button type="button" class="secondary" onClick={() => setN((x) => x + 1)}>
          {t("common.refresh")}
        </button>
      </div>
      <p class="muted">{t("mailbox.lead")}</p>
      {err ? (
        err.status === 404 ? (
          <Empty title={t("mailbox.off")} />
        ) : (
          <ErrorBox error={err} onRetry={() => setN((x) => x + 1)} />
        )
      ) : !msgs ? (
        <Loading />
      ) : msgs.length === 0 ? (
        <Empty title={t("mailbox.empty")} />
      ) : (
        <ol class="plain mailbox">
          {msgs.map((m) => (
            <li class="card mail">
              <p class="mail-head">
                <strong>{m.subject}</strong>
              </p>
              <p class="muted small">
                {t("mailbox.to", { seat: m.seat + 1, channel: m.channel, to: m.to ?? t("mailbox.nobody") })} · {formatDate(lang, m.at)}
              </p>
              {m.replyTo && <p class="small mail-reply-to">{t("mailbox.replyTo", { address: m.replyTo })}</p>}
              <pre class="mail-body">{m.body}</pre>
              {m.attachments.length > 0 && (
                <p class="small muted mail-attachments">
                  {t("mailbox.attachments", { list: m.attachments.map((a) => `${a.name} (${a.type})`).join(", ") })}
                </p>
              )}
              {m.html && (
                <details class="small">
                  <summary>{t("mailbox.html")}</summary>
                  {/* the HTML part's source, as text: drawn in a frame here, its inline styles (as every mail client needs)
                      would break this page's Content-Security-Policy, which a srcdoc frame inherits */}
                  <pre class="mail-html">{m.html}</pre>
                </details>
              )}
              {m.link && (
                <a href={m.link.replace(/^https?:\/\/[^/]+/, "")} class="small">
                  {t("mailbox.open")}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
