/**
 * After the browser suite: the conformance report of every API exchange the scenarios made through the server's
 * proxy (tests/e2e/conformance-proxy.ts), printed and written to test-results/openapi-e2e.json (.ci/run reads it).
 */
import { existsSync, readFileSync } from "node:fs";
import { report } from "../openapi/reporter.js";
import type { Exercised } from "../openapi/recorder.js";
import { base } from "./api.js";

export default async function teardown(): Promise<void> {
  const all = (await (await fetch(`${base}/__conformance?all`)).json()) as Exercised;
  report("OpenAPI conformance (e2e)", [all], "test-results/openapi-e2e.json");
  // a reload of the Worker under the suite answers its POSTs 503 (wrangler's "restarted mid-request"): none may happen
  const log = "test-results/e2e-wrangler.log";
  const reloads = existsSync(log) ? (readFileSync(log, "utf8").match(/Reloading local server/g) ?? []).length : 0;
  console.log(`e2e server: wrangler dev reloaded its Workers ${reloads} times during the suite`);
}
