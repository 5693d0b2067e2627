/**
 * Writes the registries that reach each game's parts (games/module.ts, `GameParts`) from a table of games: for each
 * bundle one file, which imports only the parts that bundle loads, so one line in a table adds a game everywhere
 * while the main Worker bundles no texts and the web app loads each board and text on demand.
 *   npm run games                      writes games/registry/ (from games/index.ts) and tests/fixtures/games/registry/
 *   npx tsx scripts/games.ts --check   fails, naming the file, while one is out of date (npm run typecheck runs it)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { LANGS } from "../i18n/core.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where one game's parts are, from the repository's root, without the extension (a module) or with it (a stylesheet). */
export interface Places {
  board: string;
  picture: string;
  howto(lang: string): string;
  /** The how-to-play's parts (HowToParts), which the web app bundles. */
  howtoParts: string;
  log(lang: string): string;
  text: string;
  /** The rules (engine/core/game.ts `Game`): `rules/index.ts`, which exports them under any name (`rulesExport`). */
  rules: string;
}

/** A game's parts in its own folder (games/<id>/, and the tests' fixture games): board/, texts/. */
export const inPackage = (folder: string): Places => ({
  board: `${folder}/board/index`,
  picture: `${folder}/board/board.css`,
  howto: (lang) => `${folder}/texts/howto/${lang}`,
  howtoParts: `${folder}/texts/howto/parts`,
  log: (lang) => `${folder}/texts/log/${lang}`,
  text: `${folder}/texts/text`,
  rules: `${folder}/rules/index`,
});

export interface Table {
  /** The module holding the table, which names its id type (`GameId`) and lists its ids. */
  file: string;
  idType: string;
  ids: readonly string[];
  out: string;
  places(id: string): Places;
  /** Whether the game's strong bot reads its seat's history (GameBot.usesHistory), read from the table. */
  readsHistory(id: string): boolean;
  /** The name its `rules` module exports the table's rules under, found by value (`tongaBonga`). */
  rulesExport(id: string): string;
  /** A table this one extends: its registries are spread in, and only the other games are written here. */
  base?: Table;
}

const camel = (id: string): string => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const key = (id: string): string => (/^[a-z]\w*$/.test(id) ? id : JSON.stringify(id));

/** A relative import from one file of the output to a module given from the root, with the ".js" ESM extension. */
function spec(from: string, to: string, extension = ".js"): string {
  const rel = relative(dirname(from), to).split("\\").join("/");
  return `${rel.startsWith(".") ? rel : `./${rel}`}${extension}`;
}

const header = (t: Table, what: string): string =>
  `// Written by scripts/games.ts from ${t.file} (\`npm run games\`): do not edit.\n// ${what}`;

const idImport = (t: Table, file: string): string => `import type { ${t.idType} } from "${spec(file, t.file.replace(/\.ts$/, ""))}";\n`;
const own = (t: Table): readonly string[] => t.ids.filter((id) => !t.base?.ids.includes(id));

/** The log sentences: the delivery Worker's messages (delivery/messages.ts) and the tests of the texts. */
function delivery(t: Table): string {
  const file = `${t.out}/delivery.ts`;
  let s = header(t, "Each game's log sentences (GameParts `log`).\n");
  s += idImport(t, file);
  s += `import type { GameLog } from "${spec(file, "games/module")}";\n`;
  if (t.base) s += `import { GAME_LOGS as BASE } from "${spec(file, `${t.base.out}/delivery`)}";\n`;
  for (const id of own(t)) {
    const p = t.places(id);
    s += `import { logLines as ${camel(id)}Lines } from "${spec(file, p.text)}";\n`;
    for (const lang of LANGS) s += `import { ${lang} as ${camel(id)}${lang.toUpperCase()} } from "${spec(file, p.log(lang))}";\n`;
  }
  s += `\nexport const GAME_LOGS: Record<${t.idType}, GameLog> = {\n`;
  if (t.base) s += "  ...BASE,\n";
  for (const id of own(t)) {
    const c = camel(id);
    s += `  ${key(id)}: {\n    texts: { ${LANGS.map((l) => `${l}: ${c}${l.toUpperCase()}`).join(", ")} },\n`;
    s += `    logLines: ${c}Lines as GameLog["logLines"],\n  },\n`;
  }
  return `${s}};\n`;
}

/** The boards drawn on the server and their stylesheets: the image Worker's pictures (image/). */
function image(t: Table): string {
  const file = `${t.out}/image.ts`;
  let s = header(t, "Each game's board and picture (GameParts `board`, `picture`).\n");
  s += idImport(t, file);
  s += `import type { GameUi } from "${spec(file, "boardkit/types")}";\n`;
  if (t.base) s += `import { BOARDS as BASE, PICTURE_CSS as BASE_CSS } from "${spec(file, `${t.base.out}/image`)}";\n`;
  const styled = own(t).filter((id) => existsSync(join(root, t.places(id).picture)));
  for (const id of own(t)) s += `import { ui as ${camel(id)} } from "${spec(file, t.places(id).board)}";\n`;
  for (const id of styled) s += `import ${camel(id)}Css from "${spec(file, t.places(id).picture, "")}";\n`;
  s += `\nexport const BOARDS: Record<${t.idType}, GameUi> = {\n`;
  if (t.base) s += "  ...BASE,\n";
  for (const id of own(t)) s += `  ${key(id)}: ${camel(id)},\n`;
  s += `};\n\n/** The boards' own stylesheets (a board without one draws with the app's alone). */\n`;
  s += `export const PICTURE_CSS: Partial<Record<${t.idType}, string>> = {\n`;
  if (t.base) s += "  ...BASE_CSS,\n";
  for (const id of styled) s += `  ${key(id)}: ${camel(id)}Css,\n`;
  return `${s}};\n`;
}

/** The web app's boards and how-to-play pages, each a chunk loaded on demand (through `retrying`), and the pages' parts. */
function web(t: Table): string {
  const file = `${t.out}/web.ts`;
  let s = header(t, "Each game's board and how-to-play, loaded on demand.\n");
  s += idImport(t, file);
  s += `import type { Lang } from "${spec(file, "i18n/core")}";\n`;
  s += `import type { GameUi } from "${spec(file, "boardkit/types")}";\n`;
  s += `import type { HowTo } from "${spec(file, "boardkit/howto")}";\n`;
  s += `import { retrying } from "${spec(file, "boardkit/load")}";\n`;
  if (t.base) s += `import { BOARD_LOADERS as BASE, HOW_TO as BASE_HOW_TO } from "${spec(file, `${t.base.out}/web`)}";\n`;
  s += `\nexport const BOARD_LOADERS: Record<${t.idType}, () => Promise<GameUi>> = {\n`;
  if (t.base) s += "  ...BASE,\n";
  for (const id of own(t)) s += `  ${key(id)}: () => retrying(() => import("${spec(file, t.places(id).board)}")).then((m) => m.ui),\n`;
  s += `};\n\nexport const HOW_TO: Record<${t.idType}, Record<Lang, () => Promise<HowTo>>> = {\n`;
  if (t.base) s += "  ...BASE_HOW_TO,\n";
  for (const id of own(t)) {
    s += `  ${key(id)}: {\n`;
    for (const lang of LANGS) {
      s += `    ${lang}: () => retrying(() => import("${spec(file, t.places(id).howto(lang))}")).then((m) => m.${lang}),\n`;
    }
    s += "  },\n";
  }
  return `${s}};\n`;
}

/**
 * Each how-to-play's name, parts and refusals' parts (GameParts `howtoParts`): small, so bundled, in a file of its own
 * because the pages that link to a guide are imported by the boards that web.ts loads (no import loop).
 */
function howtoParts(t: Table): string {
  const file = `${t.out}/howto-parts.ts`;
  let s = header(t, "Each game's how-to-play parts: its name, its parts, and the part each refusal and rule section opens.\n");
  s += idImport(t, file);
  s += `import type { HowToParts } from "${spec(file, "boardkit/howto")}";\n`;
  if (t.base) s += `import { HOW_TO_PARTS as BASE } from "${spec(file, `${t.base.out}/howto-parts`)}";\n`;
  for (const id of own(t)) s += `import { parts as ${camel(id)}Parts } from "${spec(file, t.places(id).howtoParts)}";\n`;
  s += `\nexport const HOW_TO_PARTS: Record<${t.idType}, HowToParts> = {\n`;
  if (t.base) s += "  ...BASE,\n";
  for (const id of own(t)) s += `  ${key(id)}: ${camel(id)}Parts,\n`;
  return `${s}};\n`;
}

/**
 * The main Worker's: each game's rules, and whether its bot reads the seat's history, without the bot itself, which
 * plays in the bots Worker (bots/index.ts) — the table (games/index.ts) holds both, so the main Worker reads this.
 */
function worker(t: Table): string {
  const file = `${t.out}/worker.ts`;
  let s = header(t, "Each game's rules, as the main Worker hosts them; its bot plays in the bots Worker (bots/).\n");
  s += idImport(t, file);
  s += `import type { AnyGame } from "${spec(file, "engine/core/game")}";\n`;
  if (t.base) s += `import { RULES as BASE, BOT_READS_HISTORY as BASE_HISTORY } from "${spec(file, `${t.base.out}/worker`)}";\n`;
  for (const id of own(t)) {
    const name = t.rulesExport(id);
    s += `import { ${name === camel(id) ? name : `${name} as ${camel(id)}`} } from "${spec(file, t.places(id).rules)}";\n`;
  }
  s += `\nexport const RULES: Record<${t.idType}, AnyGame> = {\n`;
  if (t.base) s += "  ...BASE,\n";
  for (const id of own(t)) s += `  ${key(id)}: ${camel(id)},\n`;
  s += `};\n\n/** Whether each game's strong bot reads its seat's history (GameBot.usesHistory): the host loads it for those only. */\n`;
  s += `export const BOT_READS_HISTORY: Record<${t.idType}, boolean> = {\n`;
  if (t.base) s += "  ...BASE_HISTORY,\n";
  for (const id of own(t)) s += `  ${key(id)}: ${t.readsHistory(id)},\n`;
  return `${s}};\n`;
}

/** Every registry file of a table, by its path from the root. */
export const registries = (t: Table): Record<string, string> => ({
  [`${t.out}/delivery.ts`]: delivery(t),
  [`${t.out}/image.ts`]: image(t),
  [`${t.out}/web.ts`]: web(t),
  [`${t.out}/howto-parts.ts`]: howtoParts(t),
  [`${t.out}/worker.ts`]: worker(t),
});

/**
 * The name each game's rules module exports its rules under: the export that is the table's `rules` itself, whatever a
 * package calls it; a package whose `rules/index.ts` does not export them stops the generator, naming it.
 */
async function rulesExports(table: Record<string, { rules: unknown }>, places: (id: string) => Places): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [id, game] of Object.entries(table)) {
    const module = (await import(pathToFileURL(join(root, `${places(id).rules}.ts`)).href)) as Record<string, unknown>;
    const name = Object.keys(module).find((k) => module[k] === game.rules);
    if (!name) throw new Error(`${places(id).rules}.ts exports no rules of ${id}: export the Game its GameModule holds`);
    names.set(id, name);
  }
  return names;
}

/** The two tables: the product's, and the tests' (the product's games and the fixture game). */
export async function tables(): Promise<Table[]> {
  const { GAME_IDS, GAMES } = await import("../games/index.js");
  const { TEST_GAME_IDS, TEST_GAMES } = await import("../tests/fixtures/games/index.js");
  const productPlaces = (id: string) => inPackage(`games/${id}`);
  const testPlaces = (id: string) => (Object.hasOwn(GAMES, id) ? productPlaces(id) : inPackage(`tests/fixtures/games/${id}`));
  const exported = await rulesExports(TEST_GAMES, testPlaces);
  const product: Table = {
    file: "games/index.ts",
    idType: "GameId",
    ids: GAME_IDS,
    out: "games/registry",
    places: productPlaces,
    readsHistory: (id) => GAMES[id as keyof typeof GAMES].bot.usesHistory === true,
    rulesExport: (id) => exported.get(id)!,
  };
  const tests: Table = {
    file: "tests/fixtures/games/index.ts",
    idType: "TestGameId",
    ids: TEST_GAME_IDS,
    out: "tests/fixtures/games/registry",
    places: (id) => inPackage(`tests/fixtures/games/${id}`),
    readsHistory: (id) => TEST_GAMES[id as keyof typeof TEST_GAMES].bot.usesHistory === true,
    rulesExport: (id) => exported.get(id)!,
    base: product,
  };
  return [product, tests];
}

/** The registry files that differ from what the tables give (all of them written, unless `check`). */
export async function outdated(check: boolean): Promise<string[]> {
  const stale: string[] = [];
  for (const t of await tables()) {
    for (const [path, text] of Object.entries(registries(t))) {
      const at = join(root, path);
      if (existsSync(at) && readFileSync(at, "utf8") === text) continue;
      stale.push(path);
      if (check) continue;
      mkdirSync(dirname(at), { recursive: true });
      writeFileSync(at, text);
    }
  }
  return stale;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes("--check");
  const stale = await outdated(check);
  if (check && stale.length > 0) {
    console.error(`out of date (run \`npm run games\`): ${stale.join(", ")}`);
    process.exit(1);
  }
  for (const path of stale) console.log(`wrote ${path}`);
}
