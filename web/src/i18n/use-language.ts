import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { pickLang, translate, type Dict, type I18n, type Lang } from "./core.js";
import { loadAll, loadTexts } from "../../../boardkit/load.js";
import { sharedTexts } from "./shared.js";
import { loadLang, saveLang } from "../lib/storage.js";

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

/**
 * The page's language: the one shown with its texts (null until the first has arrived), whether no texts came at all,
 * and a language asked for that did not arrive (its error shows until dismissed, `setMissed(null)`, or asked again).
 */
export function useLanguage() {
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
  return { i18n, noTexts, missed, setMissed };
}
