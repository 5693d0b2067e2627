/**
 * The main Worker's side of the jobs Worker (jobs/, behind the JOBS service binding, protocol/jobs.ts): the work no API
 * request waits on is handed over with the settings it runs under.
 */
import type { MainSettings } from "../protocol/jobs.js";
import type { Env } from "./env.js";

/** This Worker's vars and secrets, which the jobs Worker has none of: every string of its environment. */
export const mainSettings = (env: Env): MainSettings =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === "string"));

/** The jobs Worker, or null (logged): without it the cron does nothing and no bot plays. */
export function jobsOf(env: Env, what: string): NonNullable<Env["JOBS"]> | null {
  if (!env.JOBS) console.warn(`${what}: no JOBS binding (the jobs Worker, jobs/wrangler.toml)`);
  return env.JOBS ?? null;
}
