import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import preact from "@preact/preset-vite";

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

// The web app lives in web/ and is built into dist/client, which wrangler.jsonc serves as static assets.
export default defineConfig({
  root: "web",
  plugins: [preact(), apiDescription()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    // the budget is on gzipped JS; keep a chunk-size warning well below a problem
    chunkSizeWarningLimit: 200,
  },
});
