import { type Dict, LANGS, type Lang, type Texts } from "../i18n/core.js";

/** A text set's languages, each loaded when first chosen (its own chunk); `K` types the keys its translator takes. */
export type LangLoaders<K extends string = string> = Record<Lang, () => Promise<Texts<K>>>;

/** The tries so far of each chunk that failed to load, by its URL. */
const failed = new Map<string, number>();

/**
 * How the page imports a chunk again under a new URL, set by the app's entry (main.tsx). Only a page has one: the
 * image Worker bundles the boards and their text loaders too, and an `import()` of a computed URL in its bundle is
 * one that neither a Worker nor its test pool can resolve.
 */
let reimport: ((url: string) => Promise<unknown>) | null = null;
export const setReimport = (f: (url: string) => Promise<unknown>): void => {
  reimport = f;
};

/**
 * `load()`, one chunk's `import()`, tried once more if it fails: a passing failure should not reach the reader.
 * Chromium keeps a failed import's error for its URL and never fetches that URL again, so the page imports the chunk
 * under a new query (`?retry=n`); the URL is read from the error, which names it in Chromium and Firefox. Without
 * one (or off a page) the same import is tried again. A later call (a "Try again") gets a new query again.
 */
export function retrying<M>(load: () => Promise<M>): Promise<M> {
  return load().catch((e: unknown) => {
    const found = reimport && /https?:\/\/[^\s"']+/.exec(e instanceof Error ? e.message : "");
    const url = found ? new URL(found[0]) : null;
    // the app's own chunks only (the CSP allows no other script)
    if (!reimport || !url || url.origin !== location.origin) return load();
    const key = url.origin + url.pathname;
    const n = (failed.get(key) ?? 0) + 1;
    failed.set(key, n);
    return reimport(`${key}?retry=${n}`) as Promise<M>;
  });
}

/** One language's chunk of a text set: a module exporting its texts under the language's code (`en`, `fr`, …). */
type Chunk = () => Promise<Partial<Record<Lang, Dict>>>;

/**
 * A board's texts: in each language its game's chunk (the sentences it shares with the messages) and the board's own,
 * each loaded through `retrying`, merged. Each board names its chunks with static `import()`s, which every bundler
 * splits (a computed one the image Worker could not resolve).
 */
export function boardTexts<K extends string>(chunks: Record<Lang, readonly [game: Chunk, board: Chunk]>): LangLoaders<K> {
  const loaders = {} as LangLoaders<K>;
  for (const lang of LANGS) {
    const [game, board] = chunks[lang];
    loaders[lang] = () => Promise.all([retrying(game), retrying(board)]).then(([g, b]) => ({ ...g[lang], ...b[lang] }) as Texts<K>);
  }
  return loaders;
}

const done = new WeakMap<LangLoaders, Map<Lang, Dict>>();
const pending = new WeakMap<LangLoaders, Map<Lang, Promise<Dict>>>();
/** The game text sets the app has shown: a change of language loads theirs too before it shows. */
const inUse = new Set<LangLoaders>();

/** The set's texts in `lang` if they are here already. */
export const textsNow = (set: LangLoaders, lang: Lang): Dict | undefined => done.get(set)?.get(lang);

/** Loads the set's texts in `lang` once; later calls share the first load. */
export function loadTexts(set: LangLoaders, lang: Lang): Promise<Dict> {
  inUse.add(set);
  const have = textsNow(set, lang);
  if (have) return Promise.resolve(have);
  const waiting = pending.get(set) ?? new Map<Lang, Promise<Dict>>();
  pending.set(set, waiting);
  let p = waiting.get(lang);
  if (!p) {
    p = set[lang]().then((d: Dict) => {
      const m = done.get(set) ?? new Map<Lang, Dict>();
      done.set(set, m);
      m.set(lang, d);
      return d;
    });
    p.catch(() => waiting.delete(lang));
    waiting.set(lang, p);
  }
  return p;
}

/** Every text set in use, in `lang`: what must be here before the app switches to it. */
export const loadAll = (lang: Lang): Promise<unknown> => Promise.all([...inUse].map((set) => loadTexts(set, lang)));
