import { useI18n } from "../i18n/core.js";
import { GAME_NAMES, howToHref } from "../howto/anchors.js";
import { Link } from "../lib/router.js";

/** "How to play <game>", to that game's how-to-play (at one part when given). */
export function HowToLink({ game, part, label }: { game: string; part?: string | null; label?: string }) {
  const { t } = useI18n();
  const name = (GAME_NAMES as Record<string, string>)[game];
  if (!name) return null;
  return (
    <Link href={howToHref(game, part)} class="howto-link">
      {label ?? t("howto.link", { game: name })}
    </Link>
  );
}
