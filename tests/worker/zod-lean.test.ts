import { describe, expect, it } from "vitest";
import { z as full } from "zod";
import { z as lean } from "../../worker/zod-lean/index.js";
import { z as openapi } from "@hono/zod-openapi";

// The deployed bundle replaces "zod" with worker/zod-lean (wrangler.jsonc "alias"); the vitest pool does not apply
// that alias, so these tests hold the replacement to the real package: a zod upgrade that adds a member the lean
// `z` lacks, or an omission that takes something the Worker's libraries use, fails here before it fails in production.
const leftOut = [
  "locales", // the 40-odd error-message translations: the reason for the replacement
  "core", // re-exports the locales
  "fromJSONSchema",
  "compile",
  "withParser",
  "ZodCompileAsyncError",
  "ZodCompileUnsupportedError",
  "INVALID",
  "toZod",
  "memoizer",
  "getDiscriminatedOption",
  "deepPartial",
  "input",
  "output",
  "default",
  "z",
];

describe("the Worker bundle's zod (worker/zod-lean)", () => {
  it("has every member of zod's z except the ones left out on purpose", () => {
    const missing = Object.keys(full).filter((k) => !(k in lean) && !leftOut.includes(k));
    expect(missing).toEqual([]);
    for (const k of leftOut.filter((k) => k !== "default" && k !== "z")) expect(lean).not.toHaveProperty(k);
  });

  it("shares zod's classes, so @hono/zod-openapi's .openapi() extension reaches its schemas", () => {
    expect(lean.ZodType).toBe(full.ZodType);
    expect(lean.object).toBe(openapi.object);
    expect(typeof Reflect.get(lean.string(), "openapi")).toBe("function");
  });

  it("validates and reports in English as zod does", () => {
    const schema = lean.object({ seq: lean.number().int().min(0), name: lean.string().max(3) });
    expect(schema.safeParse({ seq: 2, name: "ab" })).toEqual({ success: true, data: { seq: 2, name: "ab" } });
    const bad = schema.safeParse({ seq: -1, name: "abcd" });
    const reference = full.object({ seq: full.number().int().min(0), name: full.string().max(3) }).safeParse({ seq: -1, name: "abcd" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(reference.error?.issues.map((i) => i.message));
    expect(bad.error?.issues[0]?.message).toMatch(/>=\s*0/);
  });
});
