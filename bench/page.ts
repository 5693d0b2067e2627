/**
 * The pages as Lighthouse judges them (npm run bench:page): builds the web app, starts a throwaway `wrangler dev` (the
 * main Worker and the image Worker, for the link preview's picture), creates a Wongar match through the API and runs
 * Lighthouse (pinned in package.json, its default mobile preset: a mid-range phone, throttled 4G, 4× CPU slowdown) in
 * Debian's chromium over the home page and a seat's page. Prints accessibility, best practices and SEO scores, CLS,
 * TBT and LCP for each, with the targets of issue #41. A benchmark, not a test: the figures depend on the machine
 * (run it on an idle one; docs/speed.md keeps the last figures). PAGE_RUNS=n audits each page n times (and prints
 * the median), PAGE_REPORTS=<dir> also keeps each whole report.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startDevServer } from "../scripts/devserver.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Figures {
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbt: number;
  lcp: number;
  failing: string[];
  /** Where the main thread's time went: the top work groups and scripts, and the largest paint's element. */
  why: string[];
}

const TARGETS: [keyof Figures, string, (v: number) => boolean][] = [
  ["accessibility", "≥ 95", (v) => v >= 95],
  ["bestPractices", "100", (v) => v >= 100],
  ["seo", "≥ 95", (v) => v >= 95],
  ["cls", "≤ 0.1", (v) => v <= 0.1],
  ["tbt", "≤ 300 ms", (v) => v <= 300],
  ["lcp", "≤ 2.5 s", (v) => v <= 2500],
];

/** The first elements an audit names, to find them in the page. */
function nodesOf(details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
  return items
    .slice(0, 4)
    .map((i) => i.node?.selector ?? i.node?.snippet ?? "")
    .filter(Boolean)
    .join(" | ");
}

/**
 * PAGE_RUNS=n audits each page n times and prints each run and their median: on a shared machine one run's TBT can be
 * two or three times the next one's.
 */
const RUNS = Math.max(1, Number(process.env.PAGE_RUNS ?? 1));
const middle = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** PAGE_REPORTS=<dir>: each page's whole Lighthouse report is written there as JSON too (its traces' details, to dig). */
const REPORTS = process.env.PAGE_REPORTS;

async function audit(name: string, url: string, port: number): Promise<Figures> {
  const r = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!r) throw new Error(`no Lighthouse result for ${url}`);
  if (REPORTS) writeFileSync(`${REPORTS}/${name.replace(/\W+/g, "-")}.json`, JSON.stringify(r.lhr));
  const { categories: c, audits: a } = r.lhr;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  const failing = ["accessibility", "best-practices", "seo"].flatMap((k) =>
    (c[k]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && (a[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${k}: ${ref.id} ${nodesOf(a[ref.id]?.details)}`),
  );
  return {
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: Number((a["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
    tbt: Math.round(a["total-blocking-time"]?.numericValue ?? Number.NaN),
    lcp: Math.round(a["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    failing,
    why: whyOf(a),
  };
}

type Items = { items?: Record<string, unknown>[] } | undefined;

/** The main thread's top work groups, the scripts that cost most, and the largest paint's element when Lighthouse names one. */
function whyOf(a: Record<string, { details?: unknown } | undefined>): string[] {
  const items = (id: string) => ((a[id]?.details as Items)?.items ?? []) as Record<string, unknown>[];
  const ms = (v: unknown) => `${Math.round(Number(v))} ms`;
  const groups = items("mainthread-work-breakdown")
    .slice(0, 4)
    .map((i) => `${i.groupLabel} ${ms(i.duration)}`);
  const scripts = items("bootup-time")
    .slice(0, 3)
    .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, "")} ${ms(i.scripting)} scripting`);
  const lcp = items("largest-contentful-paint-element")[0] as { items?: { node?: { snippet?: string } }[] } | undefined;
  const el = lcp?.items?.[0]?.node?.snippet ?? "";
  return [`main thread: ${groups.join(", ")}`, `scripts: ${scripts.join(", ")}`, ...(el ? [`largest paint: ${el.slice(0, 100)}`] : [])];
}

async function main() {
  const built = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("vite build failed");
  const server = await startDevServer({ RATE_LIMIT_WRITES_PER_MINUTE: "0" }, { workers: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const res = await fetch(`${server.base}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "wongar", seats: [{ name: "Dana" }, { name: "Emil" }, { name: "Gus" }] }),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    const m = (await res.json()) as { id: string; seats: { link: string }[] };
    const seat = `${server.base}${new URL(m.seats[0]!.link).pathname}${new URL(m.seats[0]!.link).hash}`;
    const pages: [string, string][] = [
      ["home", `${server.base}/`],
      ["seat page (Wongar)", seat],
    ];
    console.log(
      `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset, ${CHROMIUM}\n`,
    );
    const rows: string[] = [];
    const line = (name: string, f: Pick<Figures, (typeof TARGETS)[number][0]>) =>
      `${name.padEnd(20)} ${TARGETS.map(([k, , ok]) => `${k} ${f[k]}${ok(f[k] as number) ? "" : " ✗"}`).join(" · ")}`;
    for (const [name, url] of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(name, url, chrome.port));
      const f = runs[runs.length - 1]!;
      if (RUNS > 1) {
        rows.push(...runs.map((r, i) => line(`${name} #${i + 1}`, r)));
        const median = Object.fromEntries(TARGETS.map(([k]) => [k, middle(runs.map((r) => r[k] as number))]));
        rows.push(line(`${name}, median`, median as unknown as Figures));
      } else rows.push(line(name, f));
      rows.push(...f.failing.map((x) => `    not passed: ${x}`), ...f.why.map((x) => `    ${x}`));
    }
    console.log(rows.join("\n"));
    console.log(`\ntargets: ${TARGETS.map(([k, t]) => `${k} ${t}`).join(", ")} (✗: missed on this run)`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
