import { Header } from "./components/Header.js";
import { focusBoard } from "../../boardkit/board-focus.js";
import { LoadFailed } from "./components/common.js";
import { NoTexts } from "./components/TextsFailed.js";
import { I18nContext, LANG_NAMES, useI18n } from "./i18n/core.js";
import { useLanguage } from "./i18n/use-language.js";
import { useLocation } from "./lib/router.js";
import { matchRoute } from "./lib/match-route.js";
import { Created } from "./pages/Created.js";
import { Home } from "./pages/Home.js";
import { Mailbox } from "./pages/Mailbox.js";
import { MatchPage } from "./pages/Match.js";
import { NotFound } from "./pages/NotFound.js";
import { MyLinks } from "./pages/MyLinks.js";
import { HowToRoute } from "./pages/HowToRoute.js";
import { HowToLink } from "./components/HowToLink.js";
import { PARTS } from "./howto/anchors.js";
import { Lobby } from "./pages/Lobby.js";
import { lazyPage } from "./lib/lazy-page.js";

const ID = "([A-Za-z0-9_-]{8,32})";

// pages of their own chunks: a match page, the page most opened, loads neither (lib/lazy-page.tsx)
const NewMatch = lazyPage(() => import("./pages/NewMatch.js").then((m) => m.NewMatch));
const Join = lazyPage(() => import("./pages/Join.js").then((m) => m.Join));

/** The route table: path → page. Unknown paths get the 404 page (the server answers them with index.html). */
function route(path: string, search: string) {
  let m: RegExpExecArray | null;
  if (path === "/") return <Home />;
  if (path === "/new") return <NewMatch search={search} />;
  if (path === "/mailbox") return <Mailbox />;
  if (path === "/links") return <MyLinks />;
  if (path === "/how-to-play") return <HowToRoute />;
  if ((m = /^\/how-to-play\/([a-z-]+)$/.exec(path))) return <HowToRoute key={m[1]!} game={m[1]!} />;
  if (path === "/lobby") return <Lobby />;
  if ((m = new RegExp(`^/created/${ID}$`).exec(path))) return <Created id={m[1]!} />;
  const match = matchRoute(path);
  if (match?.page === "join") return <Join id={match.id} />;
  if (match) return <MatchPage key={match.id} id={match.id} tab={match.page} search={search} />;
  return <NotFound />;
}

export function App() {
  const { i18n, noTexts, missed, setMissed } = useLanguage();
  const { path, search } = useLocation();
  if (noTexts) return <NoTexts />;
  // the first language is on its way (one small chunk): an empty page, not one full of keys
  if (!i18n) return <main id="main" aria-busy="true" />;
  return (
    <I18nContext.Provider value={i18n}>
      {matchRoute(path)?.page === "board" && (
        // a match's board first: a keyboard player reaches its first target with Tab and Enter
        <a class="skip" href="#board" onClick={(e) => focusBoard() && e.preventDefault()}>
          {i18n.t("nav.skipBoard")}
        </a>
      )}
      <a class="skip" href="#main">
        {i18n.t("nav.skip")}
      </a>
      <Header path={path} />
      <main id="main" tabIndex={-1}>
        {missed && (
          <LoadFailed
            message={i18n.t("nav.languageFailed", { lang: LANG_NAMES[missed] })}
            onRetry={() => i18n.setLang(missed)}
            onClose={() => setMissed(null)}
          />
        )}
        {route(path, search)}
      </main>
      <Footer />
    </I18nContext.Provider>
  );
}

/** The footer: what Waka is, each game's how-to-play, the API's description. */
function Footer() {
  const { t } = useI18n();
  return (
    <footer class="footer">
      <p>{t("footer.text")}</p>
      <nav class="footer-howto" aria-label={t("howto.title")}>
        {Object.keys(PARTS).map((g) => (
          <HowToLink game={g} />
        ))}
      </nav>
      {/* a page of its own (Redoc, web/public/api/docs/), not one of the app's routes: a plain link loads it */}
      <p>
        <a href="/api/docs/">{t("footer.api")}</a>
      </p>
    </footer>
  );
}
