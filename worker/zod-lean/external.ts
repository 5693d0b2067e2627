/**
 * The members of the Worker bundle's `z` (./index.ts): zod's classic API as `zod/v4/classic/external.js` exports it,
 * minus the error-message locales, the `core` namespace (which re-exports them), JSON Schema import and the schema
 * compiler, which nothing here uses.
 */
export * from "../../node_modules/zod/v4/classic/schemas.js";
export * from "../../node_modules/zod/v4/classic/checks.js";
export * from "../../node_modules/zod/v4/classic/errors.js";
export * from "../../node_modules/zod/v4/classic/parse.js";
export * from "../../node_modules/zod/v4/classic/compat.js";
export {
  globalRegistry,
  registry,
  config,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
} from "../../node_modules/zod/v4/core/index.js";
export { toJSONSchema } from "../../node_modules/zod/v4/core/json-schema-processors.js";
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from "../../node_modules/zod/v4/classic/iso.js";
export * as iso from "../../node_modules/zod/v4/classic/iso.js";
export * as coerce from "../../node_modules/zod/v4/classic/coerce.js";
