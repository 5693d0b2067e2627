import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// .dev.vars.example is where a newcomer learns which secrets and settings exist; worker/env.ts (EnvSettings) is where
// the Worker types them. The two must name the same things.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

// The channels' settings are the delivery Worker's (delivery/env.ts ChannelSettings); the example names them too.
const settingsOf = (path: string, name: string) => {
  const body = new RegExp(`export interface ${name} \\{([\\s\\S]*?)\\n\\}`).exec(read(path))?.[1] ?? "";
  // string settings only: EMAIL is a binding (send_email), configured in delivery/wrangler.toml, not a var
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*)\?: string;/gm)].map((m) => m[1]);
};
const settings = [...settingsOf("worker/env.ts", "EnvSettings"), ...settingsOf("delivery/env.ts", "ChannelSettings")];
const example = [...read(".dev.vars.example").matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

describe(".dev.vars.example", () => {
  it("names every secret and setting the Worker reads, and nothing else", () => {
    expect(settings.length).toBeGreaterThan(10);
    expect([...example].sort()).toEqual([...settings].sort());
  });
});
