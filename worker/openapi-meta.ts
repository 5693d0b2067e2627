/**
 * What a schema says in the API description: classic zod's `.openapi(…)` (zod-to-openapi), for the Worker's zod/mini
 * schemas. The metadata stays beside the schema, so the Worker validates with zod/mini and carries no document
 * generator; scripts/openapi/document.ts reads it back when it writes the document the Worker serves
 * (worker/openapi.json).
 */
import type * as z from "zod/mini";

declare const __API_WORDS__: boolean | undefined;

/**
 * Whether this build carries the API description's words (summaries, descriptions, examples): only where the
 * document is written from the declarations, in node (scripts/openapi/write.mjs; tests/project/openapi-document.test.ts
 * holds the committed file to it). The Worker never writes it (it is a static file of the web build), so wrangler.toml's
 * `[define]` sets `__API_WORDS__ = false` for the deployed bundle, `npm start` and the worker tests alike (the vitest
 * pool applies it too): each word is written `API_WORDS && "…"`, which the bundler folds to `false` and drops, and
 * `doc` leaves the schemas as they are, so a cold start makes no copy of them.
 */
export const API_WORDS = (typeof __API_WORDS__ === "undefined" || __API_WORDS__) as true;

/** The metadata the routes give (a subset of zod-to-openapi's `ZodOpenAPIMetadata`). */
export interface DocMeta {
  description?: string;
  example?: unknown;
  param?: { name: string; in: "path" | "query" | "header" };
}

/** As `.openapi(…)` takes them: the metadata, or a component name (a `$ref` in the document) and metadata. */
export type DocArgs = [meta: DocMeta] | [refId: string, meta?: DocMeta];

export interface Documented {
  base: z.ZodMiniType;
  args: DocArgs;
}

const documented = new WeakMap<z.ZodMiniType, Documented>();

/** A copy of `schema` that the document describes with `args`, as `schema.openapi(...args)` would (the original stays as it was). */
export function doc<T extends z.ZodMiniType>(schema: T, ...args: DocArgs): T {
  if (!API_WORDS) return schema;
  const copy = schema.clone() as T;
  documented.set(copy, { base: schema, args });
  return copy;
}

/** What `doc` attached to this schema, if anything. */
export const documentation = (schema: z.ZodMiniType): Documented | undefined => documented.get(schema);
