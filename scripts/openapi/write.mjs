/**
 * `npm run api:types`, first step: writes worker/openapi.json, the API description, from the routes the Worker declares
 * (./served.ts, ./document.ts), in plain node. The route modules are TypeScript (tsx loads them) and import
 * `cloudflare:workers` and a `?raw` file, which ./node-hooks.mjs supplies; declaring the routes runs nothing else.
 * Here the declarations carry their words (worker/openapi-meta.ts API_WORDS), which the Worker's own bundle leaves out.
 * `--check` writes nothing and fails while the committed file is not what the routes generate (npm run typecheck, and
 * tests/project/openapi-document.test.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { register as registerTsx } from "tsx/esm/api";

registerTsx();
register("./node-hooks.mjs", import.meta.url); // registered last, so asked first

const { servedDocument } = await import("./served.ts");

const FILE = fileURLToPath(new URL("../../worker/openapi.json", import.meta.url));
const text = servedDocument();
if (process.argv.includes("--check")) {
  if (readFileSync(FILE, "utf8") !== text) {
    console.error("worker/openapi.json is not what the routes declare: run `npm run api:types`");
    process.exit(1);
  }
} else {
  writeFileSync(FILE, text);
  console.log(`wrote worker/openapi.json (${text.length} characters)`);
}
