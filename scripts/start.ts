/**
 * `npm start`: builds the web app, applies the D1 migrations to every database wrangler.toml binds and runs
 * `wrangler dev` (the main, image, delivery, bots and jobs Workers) with the local mailbox on, all on one local database (or the
 * several an operator configured, docs/scaling.md). Options (after `npm start --`), or the variables:
 *
 *   --port N          (PORT)          the port, 8787 unless told; another one runs beside a first server
 *   --persist-to DIR  (WAKA_STATE)    where the local database lives (wrangler's .wrangler/state unless told)
 *   --fresh           (WAKA_FRESH=1)  a throwaway database in a temporary directory, removed when the server stops
 *
 * The migrations are applied to the same directory the server then uses, so a fresh or moved database is complete.
 * Nothing is installed here: `npm install` installed everything (docs/running-locally.md). A step that fails ends the
 * start with one line saying which step and why, after removing what the start created (the --fresh directory).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, stripVTControlCharacters } from "node:util";
import { d1Bindings, stopOnSignals } from "./d1-config.js";

/** A step that failed, with the reason a newcomer can act on. */
class StartFailure extends Error {}

let fresh: string | null = null;
let child: ChildProcess | null = null;

const cleanUp = () => {
  if (fresh) rmSync(fresh, { recursive: true, force: true });
  fresh = null;
};

const fail = (why: string): never => {
  cleanUp();
  console.error(`npm start failed: ${why}`);
  process.exit(1);
};

/** The most telling line of a step's errors: one that names a problem (not a heading ending in ":"), else the last. */
const reasonOf = (lines: string[]) => {
  const telling = (pattern: RegExp) => lines.find((line) => pattern.test(line) && !/:$|^errors: \[/.test(line));
  return telling(/error|ENOENT|EADDRINUSE|cannot|not found|unexpected/i) ?? telling(/failed/i) ?? lines.at(-1);
};

/** Runs one step, its output shown as it comes; keeps what it printed on stderr for the one-line reason. */
const step = (what: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<void>((resolve, reject) => {
    if (!existsSync(cmd)) return reject(new StartFailure(`${what}: ${cmd} is missing (run \`npm install\` first)`));
    const lines: string[] = [];
    // its own process group, so that stopping ends the step and every process it started (wrangler's workerd)
    child = spawn(cmd, args, { stdio: ["ignore", "inherit", "pipe"], env, detached: true });
    child.stderr?.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      const text = stripVTControlCharacters(chunk.toString());
      if (lines.length < 1000)
        lines.push(
          ...text
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
        );
    });
    child.on("error", (e) => reject(new StartFailure(`${what}: ${e.message}`)));
    child.on("exit", (code, signal) => {
      child = null;
      if (code === 0) return resolve();
      const reason = reasonOf(lines);
      reject(new StartFailure(`${what} (exit ${code ?? signal})${reason ? `: ${reason.slice(0, 300)}` : ""}`));
    });
  });

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });

const stop = () => {
  if (child?.pid) process.kill(-child.pid, "SIGTERM");
  else {
    cleanUp();
    process.exit(130);
  }
};
// stopping waits for the server to end and then removes the --fresh directory
stopOnSignals(stop);

async function main() {
  let values: { port?: string; "persist-to"?: string; fresh?: boolean };
  try {
    ({ values } = parseArgs({
      options: { port: { type: "string" }, "persist-to": { type: "string" }, fresh: { type: "boolean" } },
      strict: true,
    }));
  } catch (e) {
    throw new StartFailure(`${(e as Error).message} (options: --port N, --persist-to DIR, --fresh)`);
  }
  const portText = values.port ?? process.env.PORT ?? "8787";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) throw new StartFailure(`--port: "${portText}" is not a port (1–65535)`);
  if (!(await portIsFree(port)))
    throw new StartFailure(`port ${port} is in use (another server?): choose another with \`npm start -- --port ${port + 3}\``);

  const bin = (name: string) => join(process.cwd(), "node_modules", ".bin", name);
  const wantsFresh = values.fresh ?? process.env.WAKA_FRESH === "1";
  if (wantsFresh) fresh = mkdtempSync(join(tmpdir(), "waka-start-"));
  const state = fresh ?? values["persist-to"] ?? process.env.WAKA_STATE ?? null;
  const persist = state ? ["--persist-to", state] : [];
  // no usage report and no update check: the local server asks nothing of the network
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

  await step("building the web app (vite build)", bin("vite"), ["build"], env);
  mkdirSync(join(process.cwd(), "dist", "client"), { recursive: true });
  // every database wrangler.toml binds (one, DB, unless an operator added more: docs/scaling.md)
  for (const binding of d1Bindings("wrangler.toml")) {
    const args = ["d1", "migrations", "apply", binding, "--local", ...persist];
    await step(`applying the migrations of ${binding}`, bin("wrangler"), args, { ...env, CI: "1" });
  }
  console.log(`Waka on http://127.0.0.1:${port}/ (database: ${state ?? ".wrangler/state"}${fresh ? ", removed on exit" : ""})`);
  const args = [
    "dev",
    ...[
      "-c",
      "wrangler.toml",
      "-c",
      "image/wrangler.toml",
      "-c",
      "delivery/wrangler.toml",
      "-c",
      "bots/wrangler.toml",
      "-c",
      "jobs/wrangler.toml",
    ],
    ...["--ip", "127.0.0.1", "--port", String(port), "--test-scheduled", "--show-interactive-dev-session=false", ...persist],
    ...["--var", "MAILBOX:on", "--var", `LOCAL_ORIGIN:http://127.0.0.1:${port}`],
  ];
  try {
    await step("running the server (wrangler dev)", bin("wrangler"), args, env);
  } catch (e) {
    // stopped by Ctrl-C or SIGTERM: wrangler's own exit is no failure
    if (/exit (130|143|SIGINT|SIGTERM)\b/.test((e as Error).message)) return;
    throw e;
  }
}

main().then(
  () => {
    cleanUp();
    process.exit(0);
  },
  (e: unknown) => fail(e instanceof StartFailure ? e.message : String((e as Error)?.stack ?? e)),
);
