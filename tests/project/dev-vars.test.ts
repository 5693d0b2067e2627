import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// .dev.vars.example is where a newcomer learns which secrets and settings exist; worker/env.ts (EnvSettings) is where
// the Worker types them. The two must name the same things.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

const settings = (() => {
  const body = /export interface EnvSettings \{([\s\S]*?)\n\}/.exec(read("worker/env.ts"))?.[1] ?? "";
  // string settings only: EMAIL is a binding (send_email), configured in wrangler.toml, not a var
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*)\?: string;/gm)].map((m) => m[1]);
})();
const example = [...read(".dev.vars.example").matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

describe(".dev.vars.example", () => {
  it("names every secret and setting the Worker reads, and nothing else", () => {
    expect(settings.length).toBeGreaterThan(10);
    expect([...example].sort()).toEqual([...settings].sort());
  });
});
