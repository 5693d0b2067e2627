/**
 * `npm run api:types`, first step: writes worker/openapi.json, the API description, from the routes the Worker declares
 * (./served.ts, ./document.ts), in plain node. The route modules are TypeScript (tsx loads them) and import
 * `cloudflare:workers` and a `?raw` file, which ./node-hooks.mjs supplies; declaring the routes runs nothing else.
 * tests/worker/openapi-document.test.ts checks, inside workerd, that the committed file is what the routes generate.
 */
import { writeFileSync } from "node:fs";
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { register as registerTsx } from "tsx/esm/api";

registerTsx();
register("./node-hooks.mjs", import.meta.url); // registered last, so asked first

const { servedDocument } = await import("./served.ts");

const FILE = fileURLToPath(new URL("../../worker/openapi.json", import.meta.url));
const text = servedDocument();
writeFileSync(FILE, text);
console.log(`wrote worker/openapi.json (${text.length} characters)`);
