import { useEffect, useMemo, useState } from "preact/hooks";
import { Header } from "./components/Header.js";
import { I18nContext, pickLang, translate, type I18n, type Lang } from "./i18n/core.js";
import { messages } from "./i18n/messages.js";
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

const ID = "([A-Za-z0-9_-]{8,32})";

/** The route table: path → page. Unknown paths get the 404 page (the server answers them with index.html). */
function route(path: string, search: string) {
  let m: RegExpExecArray | null;
  if (path === "/") return <Home />;
  if (path === "/new") return <NewMatch search={search} />;
  if (path === "/mailbox") return <Mailbox />;
  if (path === "/links") return <MyLinks />;
  if ((m = new RegExp(`^/created/${ID}$`).exec(path))) return <Created id={m[1]!} />;
  if ((m = new RegExp(`^/m/${ID}/join$`).exec(path))) return <Join id={m[1]!} />;
  if ((m = new RegExp(`^/m/${ID}/replay$`).exec(path))) return <MatchPage key={m[1]!} id={m[1]!} tab="replay" search={search} />;
  if ((m = new RegExp(`^/m/${ID}$`).exec(path))) return <MatchPage key={m[1]!} id={m[1]!} tab="board" search={search} />;
  return <NotFound />;
}

export function App() {
  const [lang, setLangState] = useState<Lang>(() => pickLang(loadLang(), navigator.languages ?? [navigator.language]));
  const i18n = useMemo<I18n>(
    () => ({
      lang,
      t: (key, params) => translate([messages[lang]], [messages.en], lang, key, params),
      setLang: (l) => {
        saveLang(l);
        setLangState(l);
      },
    }),
    [lang],
  );
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const { path, search } = useLocation();
  return (
    <I18nContext.Provider value={i18n}>
      <a class="skip" href="#main">
        {i18n.t("nav.skip")}
      </a>
      <Header path={path} />
      <main id="main" tabIndex={-1}>
        {route(path, search)}
      </main>
      <footer class="footer">
        <p>{i18n.t("footer.text")}</p>
      </footer>
    </I18nContext.Provider>
  );
}
