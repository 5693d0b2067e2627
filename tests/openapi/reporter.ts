/**
 * The conformance report of a vitest run (vitest.config.ts): what the worker tests sent through the API description
 * check (tests/openapi/recorder.ts, in each test's meta), summed. Prints one line, the routes no test exercised, and
 * writes test-results/openapi-worker.json, which .ci/run reads: a full run must exercise every route with 0
 * violations (a violation also fails its own test).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";
import type { Exercised } from "./recorder.js";

export interface ConformanceReport {
  exchanges: number;
  requestViolations: number;
  responseViolations: number;
  /** Per route of the description (`GET /api/matches/{id}`): the statuses seen, with how many times. */
  routes: Record<string, Record<string, number>>;
  notExercised: string[];
}

/** The description's routes, as the check names them. */
export function describedRoutes(file = "worker/openapi.json"): string[] {
  const paths = JSON.parse(readFileSync(file, "utf8")).paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    ["get", "put", "post", "delete", "patch"].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

/** Sums exercised exchanges (`GET /api/matches/{id} 200`) and violations into the report, and prints it. */
export function report(label: string, all: Exercised[], out: string): ConformanceReport {
  const routes: ConformanceReport["routes"] = Object.fromEntries(describedRoutes().map((r) => [r, {}]));
  let exchanges = 0;
  for (const e of all)
    for (const x of e.exchanges) {
      const at = x.lastIndexOf(" ");
      const seen = (routes[x.slice(0, at)] ??= {});
      seen[x.slice(at + 1)] = (seen[x.slice(at + 1)] ?? 0) + 1;
      exchanges++;
    }
  const violations = all.flatMap((e) => e.violations);
  const result: ConformanceReport = {
    exchanges,
    requestViolations: violations.filter((v) => v.kind === "request").length,
    responseViolations: violations.filter((v) => v.kind === "response").length,
    routes,
    notExercised: Object.keys(routes).filter((r) => Object.keys(routes[r]!).length === 0),
  };
  mkdirSync("test-results", { recursive: true });
  writeFileSync(out, JSON.stringify({ ...result, violations }, null, 2) + "\n");
  const covered = Object.keys(routes).length - result.notExercised.length;
  console.log(
    `\n${label}: ${exchanges} exchanges checked against worker/openapi.json over ${covered} of ${Object.keys(routes).length} routes: ` +
      `${result.requestViolations} request and ${result.responseViolations} response violations (${out})`,
  );
  if (result.notExercised.length) console.log(`  not exercised: ${result.notExercised.join(", ")}`);
  return result;
}

export default class ConformanceReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const worker = modules.filter((m) => m.project.name.startsWith("worker"));
    if (!worker.length) return;
    const all = worker.flatMap((m) =>
      [...m.children.allTests()].map((t) => (t.meta() as { openapi?: Exercised }).openapi).filter((e) => !!e),
    );
    report("OpenAPI conformance (worker tests)", all, "test-results/openapi-worker.json");
  }
}
