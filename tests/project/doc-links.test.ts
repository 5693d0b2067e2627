import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ignoredFolder } from "./ignored.js";

// The README is short and sends a reader to docs/ for the rest; the docs link to each other and to the code. A link
// to a file that moved, or to a heading that was renamed, is a dead end: every relative link of every Markdown file
// must reach a file, and its #anchor a heading of that file (as GitHub makes anchors from headings).
const root = fileURLToPath(new URL("../..", import.meta.url));

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    if (ignoredFolder(e.name)) return [];
    const path = posix.join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(path);
    return e.name.endsWith(".md") ? [path] : [];
  });
}

/** The text outside fenced code blocks, where links are links. */
const prose = (path: string) => readFileSync(join(root, path), "utf8").replace(/^```[\s\S]*?^```/gm, "");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, "")
    .replace(/ /g, "-");

const anchorsOf = (path: string) => new Set([...prose(path).matchAll(/^#+ (.*)$/gm)].map((m) => anchorOf(m[1]!)));

/** Each relative link of a Markdown file that leads nowhere, as "file: [target] why". */
function deadLinks(path: string, text = prose(path)): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, target]) => {
    if (/^[a-z]+:/.test(target!)) return [];
    const [file, anchor] = target!.split("#") as [string, string | undefined];
    const to = file ? posix.normalize(posix.join(dirname(path), file)) : path;
    if (!existsSync(join(root, to))) return [`${path}: (${target}) names no file (${to})`];
    if (anchor && to.endsWith(".md") && !anchorsOf(to).has(anchor)) return [`${path}: (${target}) names no heading of ${to}`];
    return [];
  });
}

describe("links between the docs", () => {
  const files = markdownFiles(".").map((f) => f.replace(/^\.\//, ""));

  it("reach a file, and a heading of it", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/ARCHITECTURE.md");
    expect(files.flatMap((f) => deadLinks(f))).toEqual([]);
  });

  it("are read as GitHub reads them", () => {
    expect(anchorOf("Live updates, presence and table talk")).toBe("live-updates-presence-and-table-talk");
    expect(anchorOf("E-mail: accepting a seat, invitations")).toBe("e-mail-accepting-a-seat-invitations");
    expect(deadLinks("README.md", "[a](docs/nowhere.md) [b](docs/speed.md#no-such-part) [c](https://x.org) [d](#scaling)")).toEqual([
      "README.md: (docs/nowhere.md) names no file (docs/nowhere.md)",
      "README.md: (docs/speed.md#no-such-part) names no heading of docs/speed.md",
    ]);
  });
});
