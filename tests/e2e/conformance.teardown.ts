/**
 * After the browser suite: the conformance report of every API exchange the scenarios made through the server's
 * proxy (tests/e2e/conformance-proxy.ts), printed and written to test-results/openapi-e2e.json (.ci/run reads it).
 */
import { report } from "../openapi/reporter.js";
import type { Exercised } from "../openapi/recorder.js";
import { base } from "./api.js";

export default async function teardown(): Promise<void> {
  const all = (await (await fetch(`${base}/__conformance?all`)).json()) as Exercised;
  report("OpenAPI conformance (e2e)", [all], "test-results/openapi-e2e.json");
}
