/**
 * `npm start`: builds the web app, applies the D1 migrations to every database wrangler.toml binds and runs
 * `wrangler dev` (the main, image and delivery Workers) with the local mailbox on, all on one local database (or the
 * several an operator configured, docs/scaling.md). Options (after `npm start --`), or the variables:
 *
 *   --port N          (PORT)          the port, 8787 unless told; another one runs beside a first server
 *   --persist-to DIR  (WAKA_STATE)    where the local database lives (wrangler's .wrangler/state unless told)
 *   --fresh           (WAKA_FRESH=1)  a throwaway database in a temporary directory, removed when the server stops
 *
 * The migrations are applied to the same directory the server then uses, so a fresh or moved database is complete.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { d1Bindings } from "./d1-config.js";

const { values } = parseArgs({
  options: { port: { type: "string" }, "persist-to": { type: "string" }, fresh: { type: "boolean" } },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port: ${values.port ?? process.env.PORT} is not a port`);
const fresh = values.fresh ?? process.env.WAKA_FRESH === "1";
const state = fresh ? mkdtempSync(join(tmpdir(), "waka-start-")) : (values["persist-to"] ?? process.env.WAKA_STATE ?? null);
const persist = state ? ["--persist-to", state] : [];
const bin = (name: string) => join(process.cwd(), "node_modules", ".bin", name);

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) throw new Error(`${cmd.split("/").pop()} ${args.join(" ")} failed (${r.status ?? r.signal})`);
};

run(bin("vite"), ["build"]);
mkdirSync(join(process.cwd(), "dist", "client"), { recursive: true });
// every database wrangler.toml binds (one, DB, unless an operator added more: docs/scaling.md)
for (const binding of d1Bindings("wrangler.toml")) {
  run(bin("wrangler"), ["d1", "migrations", "apply", binding, "--local", ...persist], { ...process.env, CI: "1" });
}
console.log(`Waka on http://127.0.0.1:${port}/ (database: ${state ?? ".wrangler/state"}${fresh ? ", removed on exit" : ""})`);
const dev = spawn(
  bin("wrangler"),
  [
    "dev",
    ...["-c", "wrangler.toml", "-c", "image/wrangler.toml", "-c", "delivery/wrangler.toml"],
    ...["--ip", "127.0.0.1", "--port", String(port), "--test-scheduled", ...persist],
    ...["--var", "MAILBOX:on", "--var", `LOCAL_ORIGIN:http://127.0.0.1:${port}`],
  ],
  { stdio: "inherit" },
);
const stop = () => dev.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
dev.on("exit", (code) => {
  if (fresh && state) rmSync(state, { recursive: true, force: true });
  process.exit(code ?? 0);
});
