import { useEffect, useState } from "preact/hooks";
import { formatDate, formatRelative, useI18n } from "../i18n/core.js";

/** A moment said relatively in the reader's language ("5 minutes ago", "in 2 days"), the exact date and time on hover. */
export function RelativeTime({ at, class: cls }: { at: number; class?: string }) {
  const { lang } = useI18n();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const i = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(i);
  }, []);
  const exact = formatDate(lang, at);
  return (
    <time dateTime={new Date(at).toISOString()} title={exact} class={cls}>
      {formatRelative(lang, at, now)}
    </time>
  );
}
