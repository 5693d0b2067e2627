import { LANG_NAMES as NAMES, LANGS, useI18n, type Lang } from "../i18n/core.js";
import { useConfig } from "../lib/config.js";
import { Link } from "../lib/router.js";

export function Header({ path }: { path: string }) {
  const { t, lang, setLang } = useI18n();
  const cfg = useConfig();
  return (
    <header class="header">
      <Link href="/" class="brand" aria-label={t("nav.homeLabel")}>
        <svg viewBox="0 0 64 64" aria-hidden="true" class="logo">
          <polygon points="16,4 48,4 64,32 48,60 16,60 0,32" />
          <path d="M14 40q18 10 36 0l-4 8H18z" class="hull" />
          <path d="M32 12v26M32 14l12 20H32z" class="sail" />
        </svg>
        <span>Waka</span>
      </Link>
      <nav aria-label={t("nav.main")}>
        <Link href="/" class={path === "/" ? "active" : undefined} aria-current={path === "/" ? "page" : undefined}>
          {t("nav.home")}
        </Link>
        <Link href="/new" class={path === "/new" ? "active" : undefined} aria-current={path === "/new" ? "page" : undefined}>
          {t("nav.new")}
        </Link>
        <Link href="/lobby" class={path === "/lobby" ? "active" : undefined} aria-current={path === "/lobby" ? "page" : undefined}>
          {t("nav.lobby")}
        </Link>
        {cfg?.mailbox && (
          <Link href="/mailbox" class={path === "/mailbox" ? "active" : undefined} aria-current={path === "/mailbox" ? "page" : undefined}>
            {t("nav.mailbox")}
          </Link>
        )}
      </nav>
      <label class="lang">
        <span class="sr-only">{t("nav.language")}</span>
        <select
          value={lang}
          title={NAMES[lang]}
          onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}
          name="lang"
        >
          {LANGS.map((l) => (
            <option value={l} title={NAMES[l]}>
              {l.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
}
