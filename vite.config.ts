import { defineConfig } from "vite";
import preact from "@preact/preset-vite";

// The web app lives in web/ and is built into dist/client, which wrangler.jsonc serves as static assets.
export default defineConfig({
  root: "web",
  plugins: [preact()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    // the budget is on gzipped JS; keep a chunk-size warning well below a problem
    chunkSizeWarningLimit: 200,
  },
});
