import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue #38: the README's `npm install && npm start` is the front door. One install at the top installs everything any
// command needs; nothing installs packages at build, start or test time (an install inside vite, under its
// NODE_ENV=production, once installed nothing and broke every fresh clone's start). And CI meets the project as a
// newcomer does, first, with no retry hiding a race in the browser suite.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const pkg = JSON.parse(read("package.json"));
const lock = JSON.parse(read("package-lock.json"));

describe("one install", () => {
  it("the API tools are a workspace of the top package, in its one lockfile", () => {
    expect(pkg.workspaces).toEqual(["scripts/openapi"]);
    expect(lock.packages["scripts/openapi"]).toBeDefined();
    // openapi-typescript gets its own TypeScript 5 (the project's tsc is TypeScript 7), placed by npm's conflict rule
    expect(lock.packages["node_modules/typescript"].version).toMatch(/^7\./);
    expect(lock.packages["scripts/openapi/node_modules/typescript"].version).toMatch(/^5\./);
    expect(lock.packages["scripts/openapi/node_modules/openapi-typescript"]).toBeDefined();
  });

  it("no file the commands run installs packages", () => {
    const files = execFileSync("git", ["ls-files", "*.ts", "*.mts", "*.mjs", "*.js", "*.json", ".ci/run"], {
      cwd: new URL("../..", import.meta.url),
      encoding: "utf8",
    })
      .split("\n")
      .filter((f) => f && f !== "package-lock.json" && !f.startsWith("tests/project/"));
    const installing = files.filter((f) => {
      const text = read(f);
      // a spawned npm ci/install, in code, or an install step in CI's script past its one top-level `npm ci` (a
      // newcomer's install)
      if (f === ".ci/run") return (text.match(/^\s*npm (ci|install|i)\b/gm) ?? []).length !== 1;
      return (
        /(spawn|exec)\w*\(\s*["'`]npm["'`]\s*,\s*\[\s*["'`](ci|install|i)["'`]/.test(text) ||
        /(spawn|exec)\w*\(\s*["'`]npm (ci|install|i)\b/.test(text) ||
        /--prefix[ ,"'`]+(\S*\/)?scripts\/openapi/.test(text)
      );
    });
    expect(installing).toEqual([]);
  });
});

describe("CI meets the project as a newcomer does", () => {
  const ci = read(".ci/run");
  it("the quick start runs right after the install, before anything else builds or checks", () => {
    const steps = [...ci.matchAll(/^(npm [^\n]*)$/gm)].map((m) => m[1]);
    expect(steps.slice(0, 3)).toEqual(["npm ci --no-audit --no-fund", "npm run check:start", "npm run typecheck"]);
    expect(pkg.scripts["check:start"]).toBe("tsx scripts/check-quick-start.ts");
    expect(pkg.scripts.start).toBe("tsx scripts/start.ts");
  });

  it("the browser suite retries nothing", () => {
    expect(read("playwright.config.ts")).toMatch(/^\s*retries: 0,$/m);
  });
});
