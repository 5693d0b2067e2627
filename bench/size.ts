/**
 * Worker size and cold start (npm run bench:size; also the last part of npm run bench). On this machine:
 *   1. size: `wrangler deploy --dry-run` of the Worker as configured (wrangler.toml: minified, no keep_names) and, in
 *      the same run, of the same code without those settings (unminified, keep_names) → raw and gzipped KiB of the
 *      uploaded module, its largest parts from esbuild's metafile; and the delivery Worker's module (delivery/);
 *   2. cold start: each bundle started in a fresh workerd (miniflare) in turn with an empty Worker, several rounds →
 *      time to ready and to the first answer of GET /api/games; the empty Worker's time is workerd's own start, so the
 *      difference is what the bundle costs (parse, module evaluation, the first request's compilation);
 *   3. the web app's entry chunk (`vite build` into a temporary directory): raw and gzipped KB.
 * Wall-clock times on a shared 2-core machine: read the medians and ranges, not one figure.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_readConfig } from "wrangler";
import { buildWebEntry as webEntry, buildWorker as build, kib, sizes } from "./bundle.js";
import { pct } from "./stats.js";

const TARGET_GZ_KIB = 100;
const ROUNDS = Number(process.env.SIZE_ROUNDS ?? 7);
/** The deployed module before issue #17 (commit 3401c7b, wrangler 4.86.0). */
const BEFORE = "1,409 KiB raw / 271 KiB gzipped";

/** Output bytes per package (node_modules), top-level folder of ours or JSON file of ours, largest first. */
function parts(metafile: string): [string, number][] {
  const meta = JSON.parse(readFileSync(metafile, "utf8")) as {
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const out = Object.entries(meta.outputs).find(([name]) => name.endsWith(".js"))?.[1];
  const by = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(out?.inputs ?? {})) {
    const at = path.lastIndexOf("node_modules/");
    const segs = at >= 0 ? path.slice(at + 13).split("/") : path.split("/");
    // a data file of ours (the served API description) on its own line, apart from its folder's code
    const key = at >= 0 ? (segs[0]!.startsWith("@") ? `${segs[0]}/${segs[1]}` : segs[0]!) : path.endsWith(".json") ? path : `${segs[0]}/`;
    by.set(key, (by.get(key) ?? 0) + bytesInOutput);
  }
  return [...by].sort((a, b) => b[1] - a[1]);
}

/**
 * CPU milliseconds the workerd processes started by this process have used so far (all their threads, from
 * /proc/<pid>/task/<tid>/schedstat in nanoseconds): unlike wall time, barely moved by other work on the machine.
 * NaN where there is no /proc (not Linux).
 */
function workerdCpuMs(): number {
  try {
    let ns = 0;
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8").trim();
      } catch {
        continue; // gone meanwhile
      }
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/.exec(stat) ?? [];
      if (comm !== "workerd" || Number(rest?.split(" ")[1]) !== process.pid) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`))
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    }
    return ns / 1e6;
  } catch {
    return NaN;
  }
}

/**
 * One fresh workerd with `module` as the Worker: ms to ready, ms to the first answer of GET /api/games, and the CPU ms
 * workerd spent until then.
 */
async function coldStart(module: string, compatibilityDate: string, compatibilityFlags: string[]) {
  const t0 = performance.now();
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: module }],
    modulesRoot: "/",
    compatibilityDate,
    compatibilityFlags,
    d1Databases: ["DB"],
  });
  try {
    await mf.ready;
    const t1 = performance.now();
    const res = await mf.dispatchFetch("http://waka.test/api/games");
    await res.arrayBuffer();
    const t2 = performance.now();
    const cpu = workerdCpuMs();
    if (res.status !== 200) throw new Error(`GET /api/games answered ${res.status}`);
    return { ready: t1 - t0, first: t2 - t1, cpu };
  } finally {
    await mf.dispose();
  }
}

const dir = mkdtempSync(join(tmpdir(), "waka-size-"));
try {
  const config = unstable_readConfig({ config: "wrangler.toml" });
  const flags = config.compatibility_flags ?? [];
  const date = config.compatibility_date ?? "2026-04-20";
  // The same code without the size settings: a config beside wrangler.toml (relative paths resolve alike).
  const plainConfig = join(process.cwd(), ".wrangler", "size-unshrunk.jsonc");
  mkdirSync(join(process.cwd(), ".wrangler"), { recursive: true });
  writeFileSync(
    plainConfig,
    JSON.stringify({ name: config.name, main: "../worker/index.ts", compatibility_date: date, compatibility_flags: flags, minify: false }),
  );
  const lean = build("wrangler.toml", join(dir, "lean"));
  const plain = build(plainConfig, join(dir, "plain"));
  rmSync(plainConfig);
  const emptyWorker = join(dir, "empty.mjs");
  writeFileSync(emptyWorker, 'export default { fetch: () => new Response("[]") };\n');

  const leanSize = sizes(lean.module);
  const plainSize = sizes(plain.module);
  console.log("Worker bundle (wrangler deploy --dry-run, the uploaded module):");
  console.log(`  as deployed:            ${kib(leanSize.raw)} KiB raw, ${kib(leanSize.gz)} KiB gzipped`);
  console.log(`  without size settings:  ${kib(plainSize.raw)} KiB raw, ${kib(plainSize.gz)} KiB gzipped (before issue #17: ${BEFORE})`);
  console.log(`  target ≤ ${TARGET_GZ_KIB} KiB gzipped: ${leanSize.gz / 1024 <= TARGET_GZ_KIB ? "met" : "NOT met"}`);
  console.log(
    "  largest parts (minified KiB): " +
      parts(lean.metafile)
        .slice(0, 10)
        .map(([name, bytes]) => `${name} ${kib(bytes)}`)
        .join(", "),
  );

  // the Workers that took what the main one need not parse on its cold starts, each started only when it is asked
  const delivery = sizes(build("delivery/wrangler.toml", join(dir, "delivery")).module);
  console.log(`Delivery Worker (as deployed, its own cold starts): ${kib(delivery.raw)} KiB raw, ${kib(delivery.gz)} KiB gzipped`);
  for (const [name, config] of [
    ["Jobs Worker (the cron, bots' runs, e-mail replies)", "jobs/wrangler.toml"],
    ["Bots Worker (the computer players)", "bots/wrangler.toml"],
  ] as const) {
    const s = sizes(build(config, join(dir, config.split("/")[0]!)).module);
    console.log(`${name}: ${kib(s.raw)} KiB raw, ${kib(s.gz)} KiB gzipped`);
  }

  type Start = Awaited<ReturnType<typeof coldStart>>;
  const runs = { empty: [] as Start[], lean: [] as Start[], plain: [] as Start[] };
  for (let i = 0; i < ROUNDS; i++) {
    // interleaved, so a busy moment on the machine falls on all three alike
    runs.empty.push(await coldStart(emptyWorker, date, flags));
    runs.lean.push(await coldStart(lean.module, date, flags));
    runs.plain.push(await coldStart(plain.module, date, flags));
  }
  const med = (xs: number[]) => pct(xs, 50);
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
  const total = (r: Start) => r.ready + r.first;
  const emptyTotal = med(runs.empty.map(total));
  const emptyCpu = med(runs.empty.map((r) => r.cpu));
  console.log(`Cold start in a fresh workerd (miniflare), ${ROUNDS} rounds, median ms [range]:`);
  for (const [label, rs] of [
    ["empty Worker", runs.empty],
    ["as deployed", runs.lean],
    ["without size settings", runs.plain],
  ] as const) {
    const t = rs.map(total);
    const ready = rs.map((r) => r.ready);
    const first = rs.map((r) => r.first);
    const cpu = rs.map((r) => r.cpu);
    console.log(
      `  ${label.padEnd(22)} wall: ready ${med(ready).toFixed(0)} [${range(ready)}] + first GET /api/games ${med(first).toFixed(0)} [${range(first)}]` +
        (label === "empty Worker" ? "" : ` → ${(med(t) - emptyTotal).toFixed(0)} ms more than empty`),
    );
    console.log(
      `  ${"".padEnd(22)} workerd CPU until the first answer ${med(cpu).toFixed(0)} [${range(cpu)}]` +
        (label === "empty Worker" ? "" : ` → the bundle's own cost ${(med(cpu) - emptyCpu).toFixed(0)} ms CPU`),
    );
  }

  const web = webEntry(join(dir, "web"));
  console.log(`Web entry chunk (vite build, ${web.name}): ${(web.raw / 1000).toFixed(1)} KB raw, ${(web.gz / 1000).toFixed(1)} KB gzipped`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
