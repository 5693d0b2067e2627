import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../imports/graph.js";

/**
 * Small rooms (issue #42 item 5): no source file over 400 lines, no function over 80 (a function counts from its
 * first line to its last, whatever it nests), outside generated files (their head says so) and the tests. The list
 * of what was over when the limits came (7 files, 32 functions) shrank to nothing on 28 Nov 2026 and is gone: there
 * is no exception.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;
const FOLDERS = [
  "engine",
  "checks",
  "boardkit",
  "games",
  "i18n",
  "protocol",
  "db",
  "worker",
  "web",
  "image",
  "delivery",
  "bots",
  "jobs",
  "bench",
  "scripts",
];

const generated = (text: string) => /do not edit|auto-generated|do not make direct changes/i.test(text.split("\n", 4).join("\n"));

interface Node {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  id?: { name?: string } | null;
  key?: { name?: string };
  [k: string]: unknown;
}

/** Every function of `text` longer than MAX_FUNCTION_LINES: its name (the variable or key it is bound to) and lines. */
function longFunctions(file: string, text: string): [string, number][] {
  const ast = parse(text, { sourceType: "module", plugins: ["typescript", ...(file.endsWith(".tsx") ? (["jsx"] as const) : [])] });
  const out: [string, number][] = [];
  const walk = (n: unknown, name: string): void => {
    if (!n || typeof n !== "object") return;
    if (Array.isArray(n)) {
      for (const x of n) walk(x, name);
      return;
    }
    const node = n as Node;
    let inner = name;
    if (/Function|Method/.test(node.type) && node.loc && node.body) {
      // a function passed along (a callback) is named after the one it is written in
      inner = node.id?.name ?? node.key?.name ?? (name.startsWith("=") ? name.slice(1) : `${name} callback`);
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > MAX_FUNCTION_LINES) out.push([inner, lines]);
    } else if (node.type === "VariableDeclarator" || node.type === "ObjectProperty") {
      const bound = ((node.id ?? node.key) as Node | undefined)?.name;
      if (typeof bound === "string") inner = `=${bound}`; // the function it holds is named so
    }
    for (const [k, v] of Object.entries(node)) if (k !== "loc" && !k.endsWith("Comments")) walk(v, inner);
  };
  walk(ast.program, "(module)");
  return out;
}

const files = sourceFiles(root, FOLDERS)
  .filter((f) => /\.tsx?$/.test(f))
  .map((abs) => ({ path: relative(root, abs).split(sep).join("/"), text: readFileSync(abs, "utf8") }))
  .filter((f) => !generated(f.text));

describe("small rooms", () => {
  it("measures functions by their lines, named by what they are bound to", () => {
    const body = Array.from({ length: 80 }, () => "  x++;").join("\n");
    const src = `function a() {\n${body}\n}\nconst b = () => {\n${body.slice(0, -14)}\n};\nconst o = { m() {\n${body}\n} };`;
    expect(longFunctions("x.ts", src)).toEqual([
      ["a", 82],
      ["m", 82],
    ]);
  });

  it(`keeps every source file within ${MAX_FILE_LINES} lines`, () => {
    const over = files
      .map((f) => [f.path, f.text.split("\n").length - (f.text.endsWith("\n") ? 1 : 0)] as const)
      .filter(([, lines]) => lines > MAX_FILE_LINES);
    expect(over, "files over the limit: split them by meaning").toEqual([]);
  });

  it(`keeps every function within ${MAX_FUNCTION_LINES} lines`, () => {
    const found = files.flatMap((f) => longFunctions(f.path, f.text).map(([name, lines]) => [`${f.path} ${name}`, lines] as const));
    expect(found, "functions over the limit: split them by meaning").toEqual([]);
  }, 120_000);
});
