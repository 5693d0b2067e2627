import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { repositoryEdges } from "../imports/graph.js";

// The image Worker bundles the boards and their text loaders (games/registry/image.ts). A Worker has no URL to import from,
// and the vitest pool refuses to start a bundle holding an import() of a computed specifier (miniflare:
// ERR_MODULE_DYNAMIC_SPEC), which would stop every worker test: each import() it reaches names its module. The page's
// way of importing a failed chunk again is set by the app's entry (web/src/main.tsx, `setReimport`), never reached here.
const root = fileURLToPath(new URL("../..", import.meta.url));

/** Every file of ours the image Worker bundle evaluates: reached from image/index.ts by imports that carry code. */
function bundled(): string[] {
  const edges = repositoryEdges(root, ["image", "web", "engine", "games", "i18n"]).filter((e) => !e.typeOnly);
  const seen = new Set(["image/index.ts"]);
  for (const file of seen) for (const e of edges) if (e.from === file) seen.add(e.to);
  return [...seen];
}

/** The import() calls of a file whose specifier is not a string literal (comments left out). */
const computedImports = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .match(/\bimport\(\s*(?!["'])[^)]*\)/g) ?? [];

describe("the image Worker bundle", () => {
  it("imports no computed specifier", () => {
    const files = bundled();
    expect(files, "the text loaders' retry is bundled").toContain("boardkit/load.ts");
    expect(files, "the app's entry is not").not.toContain("web/src/main.tsx");
    expect(files.flatMap((f) => computedImports(readFileSync(`${root}/${f}`, "utf8")).map((i) => `${f}: ${i}`))).toEqual([]);
  });

  it("would see one", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, as the scanner reads it
    expect(computedImports("return import(/* @vite-ignore */ `${key}?retry=${n}`);")).toHaveLength(1);
    expect(computedImports('import("./texts/en.js"); // not import(x)')).toEqual([]);
  });
});
