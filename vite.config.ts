import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import preact from "@preact/preset-vite";
import { ensureInstalled } from "./scripts/openapi/install.mjs";

/**
 * The API description (worker/openapi.json, written by `npm run api:types`) goes out with the static assets as
 * /api/openapi.json, which wrangler.jsonc leaves to the asset server: the Worker does not carry it (README "Size and
 * startup").
 */
const apiDescription = (): Plugin => ({
  name: "waka-api-description",
  generateBundle() {
    const source = readFileSync(fileURLToPath(new URL("./worker/openapi.json", import.meta.url)), "utf8");
    this.emitFile({ type: "asset", fileName: "api/openapi.json", source });
  },
});

/**
 * The API reference at /api/docs/ (web/public/api/docs/) is drawn by Redoc's standalone bundle, served from here like
 * every other file of the page: it is one of scripts/openapi's packages (installed there on first use).
 */
const apiReference = (): Plugin => ({
  name: "waka-api-reference",
  generateBundle() {
    ensureInstalled();
    const bundles = fileURLToPath(new URL("./scripts/openapi/node_modules/redoc/bundles/", import.meta.url));
    // the one thing the bundle fetches from elsewhere, a logo in its "API docs by Redocly" line: an empty image
    // instead (its component hides itself when the image fails), so the page asks nothing of another origin
    const logo = "https://cdn.redoc.ly/redoc/logo-mini.svg";
    const bundle = readFileSync(bundles + "redoc.standalone.js", "utf8");
    if (bundle.split(logo).length !== 2) throw new Error(`redoc.standalone.js: expected its logo URL once (${logo}); check the bundle for other URLs`);
    this.emitFile({ type: "asset", fileName: "api/docs/redoc.standalone.js", source: bundle.replace(logo, "data:,") });
    this.emitFile({ type: "asset", fileName: "api/docs/redoc.standalone.js.LICENSE.txt", source: readFileSync(bundles + "redoc.standalone.js.LICENSE.txt") });
  },
});

// The web app lives in web/ and is built into dist/client, which wrangler.jsonc serves as static assets.
export default defineConfig({
  root: "web",
  plugins: [preact(), apiDescription(), apiReference()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    // the budget is on gzipped JS; keep a chunk-size warning well below a problem
    chunkSizeWarningLimit: 200,
  },
});
