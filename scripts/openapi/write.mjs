/**
 * `npm run api:types`, first step: writes worker/openapi.json, the API description, from the routes the Worker declares
 * (scripts/openapi/document.ts), in plain node. The route modules are TypeScript (tsx loads them) and import
 * `cloudflare:workers` and a `?raw` file, which ./node-hooks.mjs supplies; declaring the routes runs nothing else.
 * tests/worker/openapi-document.test.ts checks, inside workerd, that the committed file is what the routes generate.
 */
import { writeFileSync } from "node:fs";
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { register as registerTsx } from "tsx/esm/api";

registerTsx();
register("./node-hooks.mjs", import.meta.url); // registered last, so asked first

const { BOTS } = await import("../../engine/bots/index.ts");
const { games } = await import("../../engine/registry.ts");
const { createApp } = await import("../../worker/app.ts");
const { apiDocument } = await import("./document.ts");

const FILE = fileURLToPath(new URL("../../worker/openapi.json", import.meta.url));
const text = `${JSON.stringify(apiDocument(createApp({ games, gameBots: Object.values(BOTS) }).declared), null, 2)}\n`;
writeFileSync(FILE, text);
console.log(`wrote worker/openapi.json (${text.length} characters)`);
