/**
 * The zod schemas of the HTTP API (zod/mini: the Worker bundles only what it uses). They validate requests at the
 * edge and, through scripts/openapi/document.ts, generate /api/openapi.json, so the description cannot drift from
 * what the server accepts. `doc(…)` (worker/openapi-meta.ts) is what `.openapi(…)` was in classic zod.
 *
 * They live by aggregate in worker/shapes/; this file is the one place routes and hosts import them from.
 */
export * from "./shapes/common.js";
export * from "./shapes/create.js";
export * from "./shapes/match.js";
export * from "./shapes/site.js";
export * from "./shapes/seat.js";
