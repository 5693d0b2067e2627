/**
 * The bundles as they deploy, built and measured: the Workers as `wrangler deploy --dry-run` uploads them and the
 * web app's entry chunk as `vite build` writes it. Shared by the size bench (bench/size.ts), which prints the
 * figures, and the test that holds docs/speed.md to them (tests/project/speed-doc.test.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const bin = (name: string) => join(process.cwd(), "node_modules", ".bin", name);

/** KiB with one decimal, as docs/speed.md gives them. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** A file's raw and gzipped bytes. */
export function sizes(file: string) {
  const raw = readFileSync(file);
  return { raw: raw.length, gz: gzipSync(raw).length };
}

/** `wrangler deploy --dry-run` with `config` into `outdir`: the uploaded module's path and esbuild's metafile. */
export function buildWorker(config: string, outdir: string) {
  mkdirSync(join(process.cwd(), "dist", "client"), { recursive: true }); // wrangler.toml serves it [assets]
  const metafile = join(outdir, "meta.json");
  const r = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "-c", config, "--outdir", outdir, "--metafile", metafile], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${r.stdout}\n${r.stderr}`);
  return { module: join(outdir, "index.js"), metafile };
}

/** The web app's entry chunk, the module script index.html loads, from `vite build` into `dir`: its name and sizes. */
export function buildWebEntry(dir: string) {
  // as `npm run build:web` builds it, whoever calls (vitest sets NODE_ENV=test, which would build the development bundle)
  const env = { ...process.env, NODE_ENV: "production" };
  const r = spawnSync(bin("vite"), ["build", "--outDir", dir, "--emptyOutDir", "--logLevel", "error"], { encoding: "utf8", env });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
  const src = /<script type="module"[^>]*src="\/([^"]+)"/.exec(readFileSync(join(dir, "index.html"), "utf8"))?.[1];
  if (!src) throw new Error("no module script in the built index.html");
  return { name: src, ...sizes(join(dir, src)) };
}
