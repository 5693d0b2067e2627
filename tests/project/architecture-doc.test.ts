import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ignoredFolder } from "./ignored.js";

// docs/ARCHITECTURE.md is the map of the code, file for file, and README's "Layout" its short form: every path either
// names must exist, and every source folder must be on the map. Paths are read from `code spans` (fenced blocks are
// commands, left out): a span is a path when it has a "/" or a file extension. Inside a section about one folder (the
// worker's table) or a line that names a folder, a bare `name.ts` is read from there, as a reader would; `<game>`
// stands for every game (a folder that holds a RULES.md), `<lang>` for every language.
const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Every folder under `dir` (repository-relative) that holds a file somewhere below it. */
function folders(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || ignoredFolder(entry.name)) continue;
    const path = posix.join(dir, entry.name);
    const below = folders(path);
    if (below.length > 0 || readdirSync(join(root, path), { withFileTypes: true }).some((e) => e.isFile())) out.push(path, ...below);
  }
  return out;
}
const allFolders = folders(".").map((f) => f.replace(/^\.\//, ""));

const games = allFolders.filter((f) => existsSync(join(root, f, "RULES.md"))).map((f) => posix.basename(f));
const PLACEHOLDERS: Record<string, string[]> = { "<game>": [...new Set(games)], "<lang>": ["en", "fr", "de", "it"] };

const packageJson = JSON.parse(read("package.json")) as { dependencies: object; devDependencies: object };
const packages = new Set([...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.devDependencies)]);

/** Whether a code span is meant as a path in the repository (not a route, a URL, a package, an expression). */
function isPath(span: string): boolean {
  if (/[\s:{}()*,=…]/.test(span) || span.startsWith("/") || span.startsWith("@") || span.startsWith(".")) return false;
  if (packages.has(span.split("/")[0]!)) return false;
  return span.includes("/") || /\.(ts|tsx|mts|js|mjs|json|jsonc|toml|md|sql|css|html)$/.test(span);
}

/** The span with its placeholders expanded: one path per game (or language). */
function expand(span: string): string[] {
  const found = /<[a-z]+>/.exec(span)?.[0];
  if (!found) return [span];
  const values = PLACEHOLDERS[found];
  if (!values) return [];
  return values.flatMap((v) => expand(span.replace(found, v)));
}

const exists = (path: string) => existsSync(join(root, path));
const isDir = (path: string) => exists(path) && statSync(join(root, path)).isDirectory();
const clean = (path: string) => posix.normalize(path).replace(/\/$/, "");
/** A path, or every path a placeholder in it stands for (a section about `games/<game>/` reads its names there), exists. */
const existsEach = (path: string) => expand(path).every(exists);

interface Named {
  line: number;
  span: string;
  /** the folders a bare name in this span may be read from, the repository's root first */
  bases: string[];
}

// the sections about the worker read their bare names from worker/ ("`plan.ts`", "`host/commands.ts`")
const SECTION_BASES: Record<string, string> = {
  "The worker": "worker",
  "One move, from the request to the next player": "worker",
  "Where to change what": "worker",
  "The delivery Worker": "delivery",
  "The jobs Worker": "jobs",
  "The board kit": "boardkit",
  "A game is one package": "games/<game>",
};

/** Every path-like code span of a Markdown text outside fenced blocks, with the folders its line names. */
function spansOf(markdown: string): Named[] {
  const out: Named[] = [];
  let fenced = false;
  let sectionBase: string | undefined;
  markdown.split("\n").forEach((text, i) => {
    if (text.startsWith("```")) fenced = !fenced;
    if (fenced || text.startsWith("```")) return;
    const heading = /^#+ (.*)$/.exec(text);
    if (heading) sectionBase = SECTION_BASES[heading[1]!.trim()];
    const spans = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter(isPath);
    const sectionBases = ["", ...(sectionBase ? [sectionBase] : [])];
    // the folders this line names: a bare name beside them is read there
    const lineBases = spans
      .flatMap(expand)
      .flatMap((p) =>
        sectionBases
          .map((b) => clean(posix.join(b, p)))
          .filter(existsEach)
          .slice(0, 1),
      )
      .map((p) => (isDir(expand(p)[0]!) ? p : posix.dirname(p)));
    const bases = [...new Set([...sectionBases, ...lineBases])];
    for (const span of spans) out.push({ line: i + 1, span, bases });
  });
  return out;
}

/** The repository paths a span names (one per game or language it stands for), or why it names none. */
function resolve({ span, bases }: Named): { paths: string[] } | { error: string } {
  const expanded = expand(span);
  if (expanded.length === 0) return { error: `has a placeholder other than ${Object.keys(PLACEHOLDERS).join(", ")}` };
  const from = bases.map((b) => b || ".").join(", ");
  const paths: string[] = [];
  for (const path of expanded) {
    const hit = bases.map((b) => clean(posix.join(b, path))).find(existsEach);
    if (!hit)
      return {
        error: expanded.length > 1 ? `names nothing for ${path} (read from ${from})` : `names no file or folder (read from ${from})`,
      };
    paths.push(...expand(hit));
  }
  return { paths };
}

/** README's "Layout": a code block of `folder/  what it holds`, subfolders indented under their parent. */
function layoutOf(readme: string): Named[] {
  const start = readme.indexOf("## Layout");
  const block = /```\n([\s\S]*?)\n```/.exec(readme.slice(start))?.[1] ?? "";
  const firstLine = readme.slice(0, start).split("\n").length + 2;
  const out: Named[] = [];
  let parent = "";
  block.split("\n").forEach((text, i) => {
    const entry = /^( *)(\S+)\s{2,}/.exec(text);
    if (!entry) return;
    const [, indent, name] = entry;
    if (indent!.length === 0) parent = name!;
    out.push({ line: firstLine + i, span: indent!.length === 0 ? name! : posix.join(parent, name!), bases: [""] });
  });
  return out;
}

const architecture = read("docs/ARCHITECTURE.md");
const named = spansOf(architecture);

describe("docs/ARCHITECTURE.md", () => {
  it("names only files and folders that exist", () => {
    expect(named.length).toBeGreaterThan(100);
    const wrong = named.flatMap((n) => {
      const r = resolve(n);
      return "error" in r ? [`docs/ARCHITECTURE.md:${n.line}: \`${n.span}\` ${r.error}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("names every source folder", () => {
    const onMap = new Set(
      named.flatMap((n) => {
        const r = resolve(n);
        return "paths" in r ? r.paths : [];
      }),
    );
    // every top-level folder but the docs themselves and dot-folders, and the folders inside the big parts
    const top = allFolders.filter((f) => !f.includes("/") && f !== "docs" && !f.startsWith("."));
    const nested = allFolders.filter((f) => /^(worker|web\/src|engine|tests)\/[^/]+$/.test(f));
    const required = [...top, ...nested];
    expect(required).toContain("worker/host");
    const missing = required.filter((f) => !onMap.has(f)).map((f) => `${f}/ is not named in docs/ARCHITECTURE.md`);
    expect(missing).toEqual([]);
  });

  it("reads a path as a reader would, and refuses one that is not there", () => {
    const check = (line: string, heading = "The parts") => spansOf(`## ${heading}\n${line}`).map(resolve);
    expect(check("| `db/` | the schema (`schema.ts`, `checkpoints.ts`) |")).toEqual([
      { paths: ["db"] },
      { paths: ["db/schema.ts"] },
      { paths: ["db/checkpoints.ts"] },
    ]);
    expect(check("`host/commands.ts`", "The worker")).toEqual([{ paths: ["worker/host/commands.ts"] }]);
    expect(check("`games/<game>/RULES.md`")[0]).toEqual({ paths: games.map((g) => `games/${g}/RULES.md`) });
    expect(check("`rules/codes.ts`", "A game is one package")[0]).toEqual({ paths: games.map((g) => `games/${g}/rules/codes.ts`) });
    expect(check("`worker/nowhere.ts` and `zod/mini`, `GET /api/games`")).toEqual([{ error: "names no file or folder (read from .)" }]);
  });
});

describe("README's Layout", () => {
  it("names only folders and files that exist", () => {
    const entries = layoutOf(read("README.md"));
    expect(entries.length).toBeGreaterThan(10);
    const wrong = entries.filter((e) => !exists(e.span)).map((e) => `README.md:${e.line}: ${e.span} does not exist`);
    expect(wrong).toEqual([]);
  });
});
