import { useEffect, useState } from "preact/hooks";
import type { GameId } from "../../../games/index.js";
import { LoadFailed, Loading } from "../components/common.js";
import { useI18n } from "../i18n/core.js";
import { GAME_NAMES, howToHref, PARTS } from "../howto/anchors.js";
import { HOW_TO } from "../../../games/registry/web.js";
import type { Block, HowTo } from "../../../boardkit/howto.js";
import { Link } from "../lib/router.js";
import { usePageTitle } from "../lib/page-title.js";

const GAMES = Object.keys(PARTS) as GameId[];

/** `/how-to-play`: the games, each a link to its how-to-play. */
export function HowToIndex() {
  const { t } = useI18n();
  usePageTitle(t("howto.title"));
  return (
    <div class="page narrow howto">
      <h1>{t("howto.title")}</h1>
      <ul class="howto-games">
        {GAMES.map((g) => (
          <li>
            <Link href={howToHref(g)}>{GAME_NAMES[g]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/how-to-play/<game>`: the game's how-to-play in the reader's language, each part under its anchor. */
export function HowToPlay({ game }: { game: GameId }) {
  const { t, lang } = useI18n();
  const [text, setText] = useState<HowTo | null>(null);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  usePageTitle(t("howto.gameTitle", { game: GAME_NAMES[game] }));
  useEffect(() => {
    let live = true;
    setFailed(false);
    HOW_TO[game][lang]().then(
      (h) => live && setText(h),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [game, lang, tries]);
  // the anchor a link asked for exists only once the texts are here: go to it then (the router scrolled to the top)
  useEffect(() => {
    if (text && location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [text]);
  if (failed && !text) return <LoadFailed message={t("howto.failed")} onRetry={() => setTries((n) => n + 1)} />;
  if (!text) return <Loading />;
  const parts = PARTS[game] as readonly string[];
  const all = text.parts as Record<string, HowTo["parts"][string]>;
  return (
    <article class="page narrow howto" data-game={game}>
      <h1>{t("howto.gameTitle", { game: GAME_NAMES[game] })}</h1>
      <p class="lead">{text.intro}</p>
      {/* the board as the match page draws it (npm run howto:pictures), so the parts below have a picture to point at */}
      {/* a link to the picture alone: on a phone it opens larger, to be zoomed */}
      <figure class="howto-board">
        <a href={`/howto/${game}.svg`}>
          <img src={`/howto/${game}.svg`} alt={t("howto.boardAlt", { game: GAME_NAMES[game] })} width={1200} height={630} />
        </a>
      </figure>
      <nav class="panel howto-toc" aria-labelledby="howto-toc-h">
        <h2 id="howto-toc-h">{t("howto.contents")}</h2>
        <ol>
          {parts.map((id) => (
            <li>
              <a href={`#${id}`}>{all[id]!.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {parts.map((id) => (
        <section id={id} class="howto-part" aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`}>{all[id]!.title}</h2>
          {all[id]!.body.map((b) => (
            <Blocks block={b} />
          ))}
        </section>
      ))}
      <p class="muted small">{t("howto.source")}</p>
      <p class="row">
        <Link href={`/new?game=${game}`} class="button primary">
          {t("howto.play", { game: GAME_NAMES[game] })}
        </Link>
        <Link href="/how-to-play">{t("howto.others")}</Link>
      </p>
    </article>
  );
}

function Blocks({ block }: { block: Block }) {
  const { t } = useI18n();
  if (typeof block === "string") return <p>{block}</p>;
  if ("steps" in block)
    return (
      <ol class="howto-steps">
        {block.steps.map((s) => (
          <li>{s}</li>
        ))}
      </ol>
    );
  if ("list" in block)
    return (
      <ul>
        {block.list.map((s) => (
          <li>{s}</li>
        ))}
      </ul>
    );
  return (
    <p class="house">
      <strong class="badge">{t("howto.house")}</strong> {block.house}
    </p>
  );
}
