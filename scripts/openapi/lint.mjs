/**
 * `npm run api:lint` (run by `npm run typecheck`): the API description the server serves, worker/openapi.json, checked
 * by tools that know nothing of Waka:
 * 1. @seriousme/openapi-schema-validator: valid OpenAPI 3.1 (the document against the specification's own schema);
 * 2. every `pattern` is a regular expression as JSON Schema reads one (ECMA-262 with Unicode semantics, no flags);
 * 3. Redocly CLI's `lint` with its recommended rules, warnings as errors (./redocly.yaml).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const FILE = join(here, "..", "..", "worker", "openapi.json");
const { Validator } = await import("@seriousme/openapi-schema-validator");

const document = JSON.parse(readFileSync(FILE, "utf8"));
let failed = false;

const validator = new Validator();
const result = await validator.validate(document);
if (!result.valid) {
  failed = true;
  console.error(`worker/openapi.json is not valid OpenAPI ${validator.version}:`, JSON.stringify(result.errors, null, 2));
} else console.log(`worker/openapi.json: valid OpenAPI ${validator.version} (@seriousme/openapi-schema-validator)`);

const patterns = [];
(function walk(node, at) {
  if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`));
  else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) k === "pattern" && typeof v === "string" ? patterns.push([at, v]) : walk(v, `${at}/${k}`);
})(document, "#");
for (const [at, pattern] of patterns) {
  try {
    new RegExp(pattern, "u");
    // a JavaScript literal's flags written into the text: valid, but then nothing can match (`…$/u`)
    if (/\/[dgimsuyv]+$/.test(pattern)) throw new Error("it ends with a JavaScript flag");
  } catch (e) {
    failed = true;
    console.error(`${at}: the pattern ${pattern} is not a portable JSON Schema pattern: ${e.message}`);
  }
}
console.log(`worker/openapi.json: ${patterns.length} patterns, each a Unicode regular expression`);

// Redocly's command, found as node finds this workspace's packages (npm may hoist it to the top node_modules)
const redocly = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
const lint = spawnSync(process.execPath, [redocly, "lint", "--config", join(here, "redocly.yaml"), "--format", "stylish", FILE], {
  stdio: "inherit",
  // no usage report, no update check: the lint runs offline and says only what it found
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
if (lint.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
