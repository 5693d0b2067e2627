import { afterEach } from "vitest";
import { takeExercised } from "../openapi/recorder.js";

// A test whose exchanges broke the API description fails (tests/openapi/conformance.ts); what it exercised rides in
// its meta to the run's report (tests/openapi/reporter.ts).
afterEach(({ task }) => {
  const exercised = takeExercised();
  (task.meta as { openapi?: unknown }).openapi = exercised;
  if (exercised.violations.length) {
    const lines = exercised.violations.map((v) => `${v.kind} · ${v.operation} → ${v.status}: ${v.message}`);
    throw new Error(`The exchanges broke the API description (worker/openapi.json):\n${lines.join("\n")}`);
  }
});
