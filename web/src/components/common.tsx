import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { ApiError } from "../api.js";
import { translate } from "../../../i18n/core.js";
import { formatDate, formatRelative, useI18n, type AppKey } from "../i18n/core.js";
import { partFor } from "../howto/anchors.js";
import { HowToLink } from "./HowToLink.js";
import { textsNow, type LangLoaders } from "../../../boardkit/load.js";

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div class="loading" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" />
      <span>{label ?? t("common.loading")}</span>
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ComponentChildren }) {
  return (
    <div class="empty">
      <svg viewBox="0 0 120 60" aria-hidden="true" class="empty-art">
        <path d="M0 40 Q15 30 30 40 T60 40 T90 40 T120 40 V60 H0Z" />
        <path d="M44 36 h32 l-6 8 h-20z" class="hull" />
        <path d="M60 10 v26 M60 12 l12 20 h-12z" class="sail" />
      </svg>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/**
 * A server error in plain words: the message, the rulebook section when there is one, and what to do. With the match's
 * `game` (its id and its texts, the board's, loaded with it), a refused move is told in the game's own words (each
 * game's package holds the words of its codes, the app those every game shares: engine/core/result.ts CORE_CODES)
 * and links to the part of the game's how-to-play that explains the rule.
 */
export function ErrorBox({
  error,
  onRetry,
  onClose,
  game,
}: {
  error: ApiError;
  onRetry?: () => void;
  onClose?: () => void;
  game?: { id: string; texts: LangLoaders };
}) {
  const { t, has, lang } = useI18n();
  const key = `error.${error.code}`;
  const known = has(key);
  const headline = known
    ? t(key as AppKey)
    : error.status === 0
      ? t("error.network")
      : error.status === 422
        ? t("error.illegal")
        : error.message;
  // why the rules refuse the move, by its code in the reader's language; the engine's English only for a code we lack
  const rule = `rule.${error.code}`;
  const own = game && textsNow(game.texts, lang);
  const words = own && rule in own ? translate([own], lang, rule) : has(rule) ? t(rule as AppKey) : null;
  const detail = known || error.status !== 422 ? null : (words ?? error.message);
  return (
    <Failure headline={headline} retry="common.refresh" onRetry={onRetry} onClose={onClose}>
      {detail && <p class="detail">{detail}</p>}
      {error.rule && <p class="muted">{t("error.rule", { rule: error.rule })}</p>}
      {game && error.status === 422 && <HowTo game={game.id} error={error} />}
    </Failure>
  );
}

/**
 * What every failure shows: its headline, what the caller adds under it, and a row with another try (`retry` says
 * which: refresh a view, or fetch again what did not arrive) and dismiss, each where the caller gives its handler.
 */
function Failure({
  headline,
  retry,
  onRetry,
  onClose,
  children,
}: {
  headline: string;
  retry: "common.refresh" | "common.tryAgain";
  onRetry?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
  children?: preact.ComponentChildren;
}) {
  const { t } = useI18n();
  return (
    <div class="error" role="alert">
      <p>
        <strong>{headline}</strong>
      </p>
      {children}
      <div class="row">
        {onRetry && (
          <button type="button" class="secondary" onClick={onRetry}>
            {t(retry)}
          </button>
        )}
        {onClose && (
          <button type="button" class="link" onClick={onClose}>
            {t("common.dismiss")}
          </button>
        )}
      </div>
    </div>
  );
}

function HowTo({ game, error }: { game: string; error: ApiError }) {
  const { t } = useI18n();
  const part = partFor(game, error);
  return part ? (
    <p class="rule-howto">
      <HowToLink game={game} part={part} label={t("howto.rule")} />
    </p>
  ) : null;
}

/** A part of the page whose code did not arrive (a language, a board, a game's options): what is missing, and another try. */
export function LoadFailed({ message, onRetry, onClose }: { message: string; onRetry: () => void; onClose?: () => void }) {
  return <Failure headline={message} retry="common.tryAgain" onRetry={onRetry} onClose={onClose} />;
}

export function CopyField({ label, value, id }: { label: string; value: string; id: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      const el = document.getElementById(id) as HTMLInputElement | null;
      el?.select();
      document.execCommand?.("copy");
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div class="copy-field">
      <label for={id}>{label}</label>
      <div class="copy-row">
        <input id={id} type="text" readOnly value={value} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <button type="button" class="secondary" onClick={copy} aria-live="polite">
          {copied ? t("common.copied") : t("common.copy")}
        </button>
      </div>
    </div>
  );
}

/**
 * A deadline as "in 5 hours (Sat 22 Nov, 14:00)", ticking once a minute. After "until", the date comes first
 * ("on vacation until Sat 22 Nov, 14:00 (in 5 hours)"): "until in 5 hours" reads wrong in every language.
 */
export function Deadline({ at, until }: { at: number; until?: boolean }) {
  const { lang } = useI18n();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const i = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(i);
  }, []);
  return (
    <time dateTime={new Date(at).toISOString()} class={at < now ? "late" : undefined}>
      {until ? `${formatDate(lang, at)} (${formatRelative(lang, at, now)})` : `${formatRelative(lang, at, now)} (${formatDate(lang, at)})`}
    </time>
  );
}
