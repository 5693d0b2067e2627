import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { repositoryEdges, sourceFiles } from "../imports/graph.js";

// The Worker validates with zod/mini and serves a document written beforehand (README "Size and startup"): the
// libraries that generate the document, and classic zod, which they need whole, must stay out of what it bundles.
// And wrangler.toml must not swap modules for the bundle (an `alias`), which the vitest pool would not do: the code
// the tests run is then the code that is deployed.
const root = fileURLToPath(new URL("../..", import.meta.url));
const BUILD_TIME_ONLY = ["zod", "@hono/zod-openapi", "@asteasolutions/zod-to-openapi"];

const edges = repositoryEdges(root, ["worker", "engine", "games", "checks", "i18n", "db", "delivery", "protocol", "bench", "bots", "jobs"]);

/** The files reached from `entry`: by imports that carry code, or by any import (`types`). */
function reached(entry: string, types = false): string[] {
  const seen = new Set([entry]);
  for (const file of seen) for (const e of edges) if (e.from === file && (types || !e.typeOnly)) seen.add(e.to);
  return [...seen];
}

/** Every file of ours the Worker bundle evaluates: reached from worker/index.ts by imports that carry code. */
const bundled = (): string[] => reached("worker/index.ts");

/** A file that declares types only (no code to run): an env contract, the handlers' variables. */
const declaresTypesOnly = (text: string): boolean =>
  !/^export\s+(?!type\b|interface\b)/m.test(text) && !/^(?:const|let|function|class|async)\b/m.test(text);

/** The packages a file imports code from (type-only imports left out). */
const packagesOf = (text: string) =>
  [...text.matchAll(/^[ \t]*(?:import|export)\s+(?!type\s)[^;"']*?["']([^."'][^"']*)["']/gm)].map((m) => m[1]!);

describe("the Worker bundle", () => {
  it("carries no OpenAPI generator and no classic zod", () => {
    const files = bundled();
    expect(files).toContain("worker/api-shapes.ts");
    const offending = files.flatMap((f) =>
      packagesOf(readFileSync(`${root}/${f}`, "utf8"))
        .filter(
          (p) =>
            BUILD_TIME_ONLY.some((b) => p === b || p.startsWith(`${b}/`)) && !p.startsWith("zod/mini") && !p.startsWith("zod/v4/locales/"),
        )
        .map((p) => `${f} imports ${p}`),
    );
    expect(offending).toEqual([]);
  });

  it("leaves rendering and sending to the delivery Worker: no message texts, no channel code", () => {
    const files = bundled();
    expect(files).toContain("worker/notify/dispatch.ts");
    expect(files.filter((f) => f.startsWith("i18n/") && f !== "i18n/core.ts")).toEqual([]);
    expect(files.filter((f) => f.startsWith("delivery/"))).toEqual([]);
    // the games' rules, through the main Worker's registry, but none of their texts or boards (the other registries reach those)
    expect(files).toContain("games/registry/worker.ts");
    expect(files.filter((f) => /^games\/(registry\/(?!worker\.ts)|[\w-]+\/(texts|board)\/)/.test(f) || f.startsWith("web/"))).toEqual([]);
    expect(files.flatMap((f) => packagesOf(readFileSync(`${root}/${f}`, "utf8")).filter((p) => p.startsWith("@block65/")))).toEqual([]);
  });

  // The bots play in the bots Worker (bots/index.ts, behind the BOTS binding): not the table (games/index.ts), which
  // holds them, nor any game's bot/, nor engine/bots/ beyond its types, nor bots/ (worker/bot-players.ts asks by RPC).
  it("leaves the computer players to the bots Worker: no bot's code", () => {
    const files = bundled();
    expect(files).toContain("worker/bot-players.ts");
    expect(files.filter((f) => f === "games/index.ts" || /^games\/[\w-]+\/bot\//.test(f) || /^(engine\/bots|bots)\//.test(f))).toEqual([]);
    expect(reached("bots/index.ts")).toEqual(expect.arrayContaining(["bots/players.ts", "engine/bots/index.ts", "games/index.ts"]));
  });

  // Each Worker owns its code: what only the delivery Worker runs lives in delivery/, what only the jobs Worker runs
  // in jobs/, so every file of worker/ is one the main Worker runs (the others may import those too: the host, the
  // links delivery signs, consent, quiet hours), or one the delivery and jobs Workers share between them (the reply
  // address's token, which one signs and the other reads).
  it("runs every file of worker/: none serves the delivery or the jobs Worker alone", () => {
    const code = new Set(bundled());
    const named = new Set(reached("worker/index.ts", true));
    const shared = new Set(reached("delivery/index.ts").filter((f) => reached("jobs/index.ts").includes(f)));
    const files = sourceFiles(root, ["worker"]).map((f) => relative(root, f).split(sep).join("/"));
    expect(files.length).toBeGreaterThan(50);
    const idle = files.filter(
      (f) => !code.has(f) && !shared.has(f) && !(named.has(f) && declaresTypesOnly(readFileSync(`${root}/${f}`, "utf8"))),
    );
    expect(idle).toEqual([]);
  });

  // The work no request waits on runs in the jobs Worker (jobs/, behind the JOBS binding): the cron, retention and
  // the archive's writing, the bots' runs, the replies to turn e-mails; the main Worker only hands it over.
  it("leaves the cron, the bots' runs and the e-mail replies to the jobs Worker", () => {
    const files = bundled();
    expect(files).toContain("worker/jobs.ts");
    expect(files.filter((f) => f.startsWith("jobs/"))).toEqual([]);
    expect(reached("jobs/index.ts")).toEqual(
      expect.arrayContaining(["jobs/cron.ts", "jobs/retention.ts", "jobs/bots.ts", "jobs/inbound/email.ts"]),
    );
  });

  // The benches' row counters and routes are the bench Worker's (bench/worker/index.ts, which wraps this one): the
  // production entry reaches none of them, not even by a type.
  it("carries no bench code: no row counter, no bench route, no bench query", () => {
    expect(reached("bench/worker/index.ts")).toEqual(
      expect.arrayContaining(["worker/index.ts", "bench/worker/counting-d1.ts", "bench/worker/routes.ts", "db/bench.ts"]),
    );
    const named = reached("worker/index.ts", true);
    expect(named.filter((f) => f.startsWith("bench/") || /^db\/bench\b/.test(f) || /rowcount|counting-d1/.test(f))).toEqual([]);
    const text = named.map((f) => readFileSync(`${root}/${f}`, "utf8")).join("\n");
    expect(text).not.toMatch(/__bench|X-D1-Rows|ROW_COUNTS|BENCH_ROUTES/);
  });

  it("is built from the modules the tests run (no alias in wrangler.toml)", () => {
    expect(readFileSync(`${root}/wrangler.toml`, "utf8")).not.toMatch(/^\s*(?:\[alias\]|alias\s*=)/m);
  });
});
