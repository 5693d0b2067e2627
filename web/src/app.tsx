import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { Header } from "./components/Header.js";
import { focusBoard } from "../../boardkit/board-focus.js";
import { LoadFailed } from "./components/common.js";
import { NoTexts } from "./components/TextsFailed.js";
import { I18nContext, LANG_NAMES, pickLang, translate, type Dict, type I18n, type Lang } from "./i18n/core.js";
import { loadAll, loadTexts } from "../../boardkit/load.js";
import { sharedTexts } from "./i18n/shared.js";
import { loadLang, saveLang } from "./lib/storage.js";
import { useLocation } from "./lib/router.js";
import { Created } from "./pages/Created.js";
import { Home } from "./pages/Home.js";
import { Join } from "./pages/Join.js";
import { Mailbox } from "./pages/Mailbox.js";
import { MatchPage } from "./pages/Match.js";
import { NewMatch } from "./pages/NewMatch.js";
import { NotFound } from "./pages/NotFound.js";
import { MyLinks } from "./pages/MyLinks.js";
import { HowToRoute } from "./pages/HowToRoute.js";
import { HowToLink } from "./components/HowToLink.js";
import { PARTS } from "./howto/anchors.js";
import { Lobby } from "./pages/Lobby.js";

const ID = "([A-Za-z0-9_-]{8,32})";

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
  if ((m = new RegExp(`^/m/${ID}/join$`).exec(path))) return <Join id={m[1]!} />;
  if ((m = new RegExp(`^/m/${ID}/replay$`).exec(path))) return <MatchPage key={m[1]!} id={m[1]!} tab="replay" search={search} />;
  if ((m = new RegExp(`^/m/${ID}$`).exec(path))) return <MatchPage key={m[1]!} id={m[1]!} tab="board" search={search} />;
  return <NotFound />;
}

interface Shown {
  lang: Lang;
  dict: Dict;
}

/** The shared texts in `lang`, and every game's in use: what a change of language waits for. */
const langTexts = (lang: Lang): Promise<Dict> => Promise.all([loadTexts(sharedTexts, lang), loadAll(lang)]).then(([dict]) => dict);

// the reader's language starts loading as the app's code arrives, before the first render asks for it;
// English if it does not come, and null if nothing does
const firstLang = pickLang(loadLang(), navigator.languages ?? [navigator.language]);
const arrive = (lang: Lang): Promise<Shown> => loadTexts(sharedTexts, lang).then((dict) => ({ lang, dict }));
const firstTexts: Promise<Shown | null> = arrive(firstLang).catch(() => (firstLang === "en" ? null : arrive("en").catch(() => null)));

export function App() {
  // the language shown and its texts change together, once the new language has arrived: never a key on screen
  const [shown, setShown] = useState<Shown | null>(null);
  const [noTexts, setNoTexts] = useState(false);
  // a language asked for that did not arrive (its error shows until dismissed or asked for again)
  const [missed, setMissed] = useState<Lang | null>(null);
  // the latest change of language asked for: only it may switch the page, whatever arrives late
  const asked = useRef(0);
  useEffect(() => {
    firstTexts.then((first) => {
      if (!first) return setNoTexts(true);
      setShown((s) => s ?? first);
      // the reader's language did not come: the page is in English, and says why
      if (first.lang !== firstLang) setMissed(firstLang);
    });
  }, []);
  const i18n = useMemo<I18n | null>(
    () =>
      shown && {
        lang: shown.lang,
        t: (key, params) => translate([shown.dict], shown.lang, key, params),
        has: (key) => key in shown.dict,
        setLang: (l) => {
          const ask = ++asked.current;
          const latest = () => ask === asked.current;
          setMissed(null);
          // kept at once: a reader who picks a language and follows a link at once still gets it on the next page
          saveLang(l);
          document.documentElement.setAttribute("aria-busy", "true");
          langTexts(l)
            .then(
              (dict) => latest() && setShown({ lang: l, dict }),
              () => {
                if (!latest()) return;
                // the language shown stays the one kept; the re-render also puts the select back to it
                saveLang(shown.lang);
                setMissed(l);
              },
            )
            .finally(() => latest() && document.documentElement.removeAttribute("aria-busy"));
        },
      },
    [shown],
  );
  useEffect(() => {
    if (shown) document.documentElement.lang = shown.lang;
  }, [shown]);
  const { path, search } = useLocation();
  if (noTexts) return <NoTexts />;
  // the first language is on its way (one small chunk): an empty page, not one full of keys
  if (!i18n) return <main id="main" aria-busy="true" />;
  return (
    <I18nContext.Provider value={i18n}>
      {/^\/m\/[^/]+\/?$/.test(path) && (
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
      <footer class="footer">
        <p>{i18n.t("footer.text")}</p>
        <nav class="footer-howto" aria-label={i18n.t("howto.title")}>
          {Object.keys(PARTS).map((g) => (
            <HowToLink game={g} />
          ))}
        </nav>
        {/* a page of its own (Redoc, web/public/api/docs/), not one of the app's routes: a plain link loads it */}
        <p>
          <a href="/api/docs/">{i18n.t("footer.api")}</a>
        </p>
      </footer>
    </I18nContext.Provider>
  );
}
