/**
 * The import graph of the repository's own code, read with a few regular expressions (no type check, no new dependency):
 * every `import`, `export … from`, `import()` and `import("…")` type, whether it is type-only, and where it points.
 * tests/engine/imports.test.ts checks it for loops and for imports against the layer table.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * Who may import whom, by top-level folder: a folder imports itself and the folders listed in `imports`; a type-only
 * import may also reach `typeImports` (no code crosses with it). A folder that is not here is not checked: add its
 * line (a pure `i18n/` for web and worker would be `i18n: { imports: [] }` plus "i18n" in their lists).
 */
export interface LayerRule {
  imports: readonly string[];
  typeImports?: readonly string[];
}
export type Layers = Readonly<Record<string, LayerRule>>;

export const LAYERS: Layers = {
  engine: { imports: [] },
  // pure checks the server makes and the web form makes first (e-mail syntax, public URLs)
  checks: { imports: [] },
  // the texts the web app and the worker's messages share: translate, plurals, the message words (pure); it knows no
  // game: each game's texts are in its package, and the delivery Worker reads its registry (delivery/messages.ts)
  i18n: { imports: ["engine"] },
  db: { imports: ["engine"] },
  // what the separately running parts say to each other: the live socket (room ↔ page), the delivery RPC (Worker ↔ Worker)
  protocol: { imports: [] },
  // what every board shares, below both the games' boards and the web app: the props a board gets, targets, the move
  // choice, standings, zooming, the page's language and a game's text loaders, its own words (boardkit/texts/)
  boardkit: { imports: ["engine", "i18n"] },
  // the games: the one table (games/index.ts), the GameModule type, each game's package, and the registries written
  // from the table, through which the other parts reach a game's texts and board; boards build on the board kit
  games: { imports: ["engine", "checks", "i18n", "boardkit"] },
  worker: { imports: ["engine", "checks", "i18n", "db", "protocol", "games"] },
  // the web app runs the engine's pure code in the browser; of the worker it may only name the API's types
  web: { imports: ["engine", "checks", "i18n", "protocol", "boardkit", "games"], typeImports: ["worker"] },
  // the image Worker draws the web app's own board components (server-side Preact); nothing imports it
  image: { imports: ["engine", "checks", "i18n", "protocol", "boardkit", "web", "games"] },
  // the delivery Worker (render and send messages, behind a service binding): its own code, and the notification rules
  // of worker/ that the main Worker runs too (links, consent, quiet hours; tests/project/worker-imports.test.ts); nothing imports it
  delivery: { imports: ["engine", "checks", "i18n", "db", "protocol", "worker", "games"] },
  // the bots Worker (the games' computer players, behind a service binding): the bots themselves, asked by the protocol's
  // RPC; nothing but the tools imports it (the main Worker reaches it only through its binding, worker/bot-players.ts)
  bots: { imports: ["engine", "protocol", "games"] },
  // the jobs Worker (the cron, bots' runs, e-mail replies, behind a service binding): its own code and the host of worker/
  // it runs (as the delivery Worker does); nothing but the tools imports it
  jobs: { imports: ["engine", "checks", "i18n", "db", "protocol", "worker", "games"] },
  // tools on top: they drive the worker, the engine and the web app's pure parts, and nothing below imports them
  scripts: { imports: ["engine", "checks", "i18n", "db", "protocol", "worker", "bots", "jobs", "boardkit", "games", "tests"] },
  bench: {
    imports: ["engine", "checks", "i18n", "db", "protocol", "worker", "bots", "jobs", "web", "image", "scripts", "boardkit", "games"],
  },
  tests: {
    imports: [
      "engine",
      "checks",
      "i18n",
      "db",
      "protocol",
      "worker",
      "bots",
      "jobs",
      "web",
      "image",
      "delivery",
      "scripts",
      "bench",
      "boardkit",
      "games",
    ],
  },
};

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];

// The statements that name a module. Static ones start a line (as every formatter writes them); a comment is removed
// first. `import("…")` followed by `.then`/`.catch` (or by nothing) loads code; followed by `.Name` it names a type.
const STATIC = /^[ \t]*(import|export)\b([^;"'`]*?)(?:\bfrom\s*)?["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\s*\(\s*["']([^"']+)["']\s*\)(\s*\.\s*(\w+))?/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[\s;])\/\/.*$/gm;

/** `type` before the braces, or every name in the braces marked `type` (and no default import beside them). */
function onlyTypes(keyword: string, clause: string): boolean {
  const c = clause.trim();
  if (c === "" || c.startsWith("*")) return false;
  if (/^type\b/.test(c)) return true;
  const braces = /^\{([^}]*)\}$/.exec(c);
  if (!braces) return false;
  const names = braces[1]!
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  return keyword !== "" && names.length > 0 && names.every((n) => /^type\s/.test(n));
}

/** The relative specifiers of one file, with whether each is type-only. Packages (no leading dot) are not ours. */
export function specifiersOf(text: string): { spec: string; typeOnly: boolean }[] {
  const code = text.replace(COMMENTS, (m, lead: string | undefined) => (m.startsWith("/*") ? m.replace(/[^\n]/g, " ") : (lead ?? "")));
  const found: { at: number; spec: string; typeOnly: boolean }[] = [];
  for (const m of code.matchAll(STATIC)) {
    const [, keyword, clause, spec] = m;
    if (keyword === "export" && !/\bfrom\s*["']$/.test(m[0].slice(0, m[0].length - spec!.length - 1))) continue; // export const x = "…"
    found.push({ at: m.index, spec: spec!, typeOnly: onlyTypes(keyword!, clause!) });
  }
  for (const m of code.matchAll(DYNAMIC)) {
    const member = m[3];
    found.push({ at: m.index, spec: m[1]!, typeOnly: member !== undefined && !["then", "catch", "finally"].includes(member) });
  }
  return found
    .filter((f) => f.spec.startsWith("."))
    .sort((a, b) => a.at - b.at)
    .map(({ spec, typeOnly }) => ({ spec, typeOnly }));
}

/** The file a relative specifier names (`./x.js` is `./x.ts` in source), or null for assets (css, svg). */
export function resolveSpecifier(from: string, spec: string, exists: (path: string) => boolean = existsSync): string | null {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ""));
  const stem = base.replace(/\.(m?js|jsx|ts|tsx)$/, "");
  for (const candidate of [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => join(base, "index" + e))]) {
    if (EXTENSIONS.some((e) => candidate.endsWith(e)) && exists(candidate)) return candidate;
  }
  return null;
}

/** Every source file under the given folders of `root` (node_modules, dist and hidden folders skipped). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (e.name.startsWith(".") || e.name === "node_modules" || e.name === "dist") return [];
      const p = join(dir, e.name);
      if (e.isDirectory()) return walk(p);
      return EXTENSIONS.some((x) => e.name.endsWith(x)) && !e.name.endsWith(".d.ts") ? [p] : [];
    });
  return folders.filter((f) => existsSync(join(root, f))).flatMap((f) => walk(join(root, f)));
}

/** The edges of the repository's graph, with paths relative to `root` (forward slashes). */
export function repositoryEdges(root: string, folders: readonly string[]): Edge[] {
  const rel = (p: string) => relative(root, p).split(sep).join("/");
  return sourceFiles(root, folders).flatMap((file) =>
    specifiersOf(readFileSync(file, "utf8")).flatMap(({ spec, typeOnly }) => {
      const to = resolveSpecifier(file, spec);
      // a package reached by its path is a package, like a bare specifier
      return to === null || rel(to).startsWith("node_modules/") ? [] : [{ from: rel(file), to: rel(to), typeOnly }];
    }),
  );
}

/** The loops of a graph: every strongly connected set of two or more files (or a file importing itself), as a path. */
export function findLoops(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const succ = next.get(top.node) ?? [];
      if (top.i < succ.length) {
        const w = succ[top.i++]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) !== index.get(top.node)) continue;
      const members: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        members.push(w);
      } while (w !== top.node);
      if (members.length > 1 || succ.includes(top.node)) loops.push(members.sort());
    }
  }
  return loops;
}

const layerOf = (path: string): string => path.split("/")[0]!;

/** The imports that go against the layer table: to a folder the importer may not reach (or only with `import type`). */
export function layerViolations(edges: readonly Edge[], layers: Layers): string[] {
  return edges.flatMap((e) => {
    const from = layerOf(e.from);
    const to = layerOf(e.to);
    const rule = layers[from];
    if (from === to || rule === undefined) return [];
    if (rule.imports.includes(to)) return [];
    if (e.typeOnly && rule.typeImports?.includes(to)) return [];
    return [`${e.from} → ${e.to}${e.typeOnly ? " (type-only)" : ""}: ${from}/ may not import ${to}/`];
  });
}
