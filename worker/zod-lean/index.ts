/**
 * What the Worker bundle gets for `import … from "zod"` (the `alias` in wrangler.jsonc): zod's classic API without
 * its 40-odd error-message locales and the parts the Worker never uses (./external.ts). `@hono/zod-openapi` passes
 * the whole `z` namespace to `extendZodWithOpenApi(z)`, so the bundler has to keep every member of it: leaving them
 * out of the namespace is the only way to leave them out of the bundle (310 of its 755 minified KiB). Error
 * messages stay English (zod's default, set by its schemas module). Types come from the real package, and the
 * tests run the real package too (the vitest pool ignores the alias; tests/worker/zod-lean.test.ts holds this one
 * to it): this only changes what is deployed and what `wrangler dev` runs.
 */
import * as z from "./external.js";

export * from "./external.js";
export { z, z as default };
