import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import preact from "@preact/preset-vite";

/**
 * The API description (worker/openapi.json, written by `npm run api:types`) goes out with the static assets as
 * /api/openapi.json, which wrangler.toml leaves to the asset server: the Worker does not carry it (README "Size and
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
 * The service worker (web/sw.js) goes out as /sw.js with the build's hash and the app shell it keeps for offline use:
 * the page, every script and stylesheet of this build (all of it is under 500 KB, so a match of any game in any
 * language opens offline), the manifest and the icons (docs/install.md). A new build is a new /sw.js, so browsers
 * install it and drop the old build's cache.
 */
const serviceWorker = (): Plugin => ({
  name: "waka-service-worker",
  enforce: "post",
  generateBundle(_options, bundle) {
    const files = Object.keys(bundle).filter((f) => f === "index.html" || /^assets\/.*\.(js|css)$/.test(f));
    if (!files.includes("index.html")) throw new Error("waka-service-worker: index.html is not in the bundle yet");
    const shell = ["/", ...files.filter((f) => f !== "index.html").map((f) => `/${f}`), ...SHELL_STATIC].sort();
    const hash = createHash("sha256");
    for (const f of files.sort()) {
      const out = bundle[f]!;
      hash.update(f).update(out.type === "chunk" ? out.code : out.source);
    }
    for (const f of SHELL_STATIC) hash.update(f).update(readFileSync(fileURLToPath(new URL(`./web/public${f}`, import.meta.url))));
    const build = hash.digest("hex").slice(0, 16);
    const body = readFileSync(fileURLToPath(new URL("./web/sw.js", import.meta.url)), "utf8");
    const source = `const BUILD = ${JSON.stringify(build)};\nconst SHELL = ${JSON.stringify(shell)};\n${body}`;
    this.emitFile({ type: "asset", fileName: "sw.js", source });
  },
});

/** The static files of web/public that belong to the shell. */
const SHELL_STATIC = [
  "/favicon.svg",
  "/manifest.webmanifest",
  ...["icon-192.png", "icon-512.png", "maskable-512.png", "apple-touch-icon.png"].map((icon) => `/icons/${icon}`),
];

/**
 * The API reference at /api/docs/ (web/public/api/docs/) is drawn by Redoc's standalone bundle, served from here like
 * every other file of the page: it is one of the scripts/openapi workspace's packages, installed by the top-level
 * `npm install` (nothing is installed at build time), found as node finds it from that workspace.
 */
const apiReference = (): Plugin => ({
  name: "waka-api-reference",
  generateBundle() {
    const fromWorkspace = createRequire(fileURLToPath(new URL("./scripts/openapi/package.json", import.meta.url)));
    const bundles = join(dirname(fromWorkspace.resolve("redoc/package.json")), "bundles/");
    // the one thing the bundle fetches from elsewhere, a logo in its "API docs by Redocly" line: an empty image
    // instead (its component hides itself when the image fails), so the page asks nothing of another origin
    const logo = "https://cdn.redoc.ly/redoc/logo-mini.svg";
    const bundle = readFileSync(bundles + "redoc.standalone.js", "utf8");
    if (bundle.split(logo).length !== 2)
      throw new Error(`redoc.standalone.js: expected its logo URL once (${logo}); check the bundle for other URLs`);
    this.emitFile({ type: "asset", fileName: "api/docs/redoc.standalone.js", source: bundle.replace(logo, "data:,") });
    this.emitFile({
      type: "asset",
      fileName: "api/docs/redoc.standalone.js.LICENSE.txt",
      source: readFileSync(bundles + "redoc.standalone.js.LICENSE.txt"),
    });
  },
});

// The web app lives in web/ and is built into dist/client, which wrangler.toml serves as static assets.
export default defineConfig({
  root: "web",
  plugins: [preact(), apiDescription(), serviceWorker(), apiReference()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    // the budget is on gzipped JS; keep a chunk-size warning well below a problem
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        // a game's board and rules chunks are named for the game (tongiaki-board-….js), not for their folder in it
        chunkFileNames: (chunk) => {
          const part = /\/games\/([\w-]+)\/(board|rules)\/index\.tsx?$/.exec(chunk.facadeModuleId ?? "");
          return part ? `assets/${part[1]}-${part[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
