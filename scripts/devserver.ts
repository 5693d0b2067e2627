/**
 * A throwaway `wrangler dev` for scripts: a fresh local D1 in a temporary --persist-to directory (migrations
 * applied), a free loopback port (or the one given: the e2e runner chooses it before the server starts), extra
 * `--var`s, its log in a file (in the directory unless one is given). `stop()` ends it by its process group and
 * removes the directory.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { d1Bindings, withMatchDatabases } from "./d1-config.js";

const WRANGLER = join(process.cwd(), "node_modules", ".bin", "wrangler");

/** A free TCP port on the loopback address. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });

export interface DevServer {
  base: string;
  log: string;
  stop: () => Promise<void>;
}

export interface DevServerOptions {
  port?: number;
  log?: string;
  /**
   * Run the image Worker (board pictures, image/wrangler.toml) and the delivery Worker (messages,
   * delivery/wrangler.toml) beside it, as `npm start` does. Without them: no board pictures, no message sent.
   */
  workers?: boolean;
  /**
   * Match databases (db/shards.ts; default 1): with 2, the main and delivery Workers also bind DB_2 (a copy of their
   * configuration in the temporary directory, scripts/d1-config.ts) and D1_SHARDS names both.
   */
  shards?: number;
  /**
   * Plain settings of the delivery Worker (`workers`), which `--var` does not reach (it sets the main Worker's only):
   * they go into a copy of its configuration in the temporary directory, e.g. VAPID keys for a test's push service.
   */
  deliveryVars?: Record<string, string>;
  /** Another entry for the main Worker, with wrangler.toml's bindings: the bench Worker (bench/worker/index.ts). */
  entry?: string;
}

export async function startDevServer(vars: Record<string, string>, options: DevServerOptions = {}): Promise<DevServer> {
  mkdirSync(join(process.cwd(), "dist", "client"), { recursive: true }); // wrangler.toml serves it [assets]
  const dir = mkdtempSync(join(tmpdir(), "waka-dev-"));
  const env = { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" };
  const extra = Array.from({ length: Math.max(0, (options.shards ?? 1) - 1) }, (_, i) => `DB_${i + 2}`);
  const main = extra.length ? withMatchDatabases("wrangler.toml", dir, extra) : "wrangler.toml";
  const delivery =
    extra.length || options.deliveryVars
      ? withMatchDatabases("delivery/wrangler.toml", dir, extra, options.deliveryVars)
      : "delivery/wrangler.toml";
  const jobs = extra.length ? withMatchDatabases("jobs/wrangler.toml", dir, extra) : "jobs/wrangler.toml";
  for (const binding of d1Bindings(main)) {
    const args = ["d1", "migrations", "apply", binding, "--local", "--persist-to", dir, "-c", main];
    const migrate = spawnSync(WRANGLER, args, { env, encoding: "utf8" });
    if (migrate.status !== 0) throw new Error(`migrations of ${binding} failed: ${migrate.stderr}`);
  }
  const allVars = extra.length ? { D1_SHARDS: ["DB", ...extra].join(","), ...vars } : vars;
  const port = options.port ?? (await freePort());
  const log = options.log ?? join(dir, "wrangler.log");
  const fd = openSync(log, "w");
  // the messages a bot run or the cron writes link back to this server (worker/origin.ts storedOrigin)
  const varArgs = Object.entries({ LOCAL_ORIGIN: `http://127.0.0.1:${port}`, ...allVars }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  // the bots and jobs Workers always: without them a bot seat would never be offered nor played, and the cron not run
  const configs = [
    "-c",
    main,
    "-c",
    "bots/wrangler.toml",
    "-c",
    jobs,
    ...(options.workers ? ["-c", "image/wrangler.toml", "-c", delivery] : []),
  ];
  const entry = options.entry ? [options.entry] : [];
  const flags = ["--ip", "127.0.0.1", "--port", String(port), "--persist-to", dir, "--show-interactive-dev-session=false"];
  const child = spawn(WRANGLER, ["dev", ...entry, ...configs, ...flags, ...varArgs], {
    env,
    stdio: ["ignore", fd, fd],
    detached: true, // its own process group: stop() ends wrangler and its workerd together
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
      for (let i = 0; i < 50 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
      if (!exited) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          /* already gone */
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    if (exited) break;
    try {
      if ((await fetch(`${base}/api/games`)).ok) return { base, log, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = readFileSync(log, "utf8").slice(-2000); // read before stop() removes the directory
  await stop();
  throw new Error(`wrangler dev did not become ready:\n${tail}`);
}
