// wrangler.jsonc serves static files from dist/client (the web app, a later issue). wrangler dev and the
// vitest pool refuse to start when that directory is missing, so create it empty if nothing built it yet.
import { mkdirSync } from "node:fs";
mkdirSync(new URL("../dist/client", import.meta.url), { recursive: true });
