import { afterAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import { apiMessage } from "../../worker/routes/zod-messages.js";

// The API words its validation errors as zod's English locale does (worker/routes/zod-messages.ts), without bundling
// the locale: each case below is parsed under both, and the messages must be the same.
const CASES: [string, z.ZodMiniType, unknown][] = [
  ["a number for a string", z.string(), 5],
  ["null for an object", z.object({ a: z.string() }), null],
  ["an array for a number", z.number(), []],
  ["NaN", z.number(), Number.NaN],
  ["Infinity", z.number(), Number.POSITIVE_INFINITY],
  ["a missing field", z.object({ a: z.string() }), {}],
  ["a string too short", z.string().check(z.minLength(3)), "ab"],
  ["a string too long", z.string().check(z.maxLength(2)), "abc"],
  ["a string of the wrong length", z.string().check(z.length(2)), "abc"],
  ["too few items", z.array(z.number()).check(z.minLength(2)), [1]],
  ["too many items", z.array(z.number()).check(z.maxLength(1)), [1, 2]],
  ["a number too small", z.number().check(z.minimum(0)), -1],
  ["a number too big", z.number().check(z.maximum(63)), 64],
  ["a number not above", z.number().check(z.gt(0)), 0],
  ["not an integer", z.number().check(z.int()), 1.5],
  ["not a multiple", z.number().check(z.multipleOf(5)), 7],
  ["one literal", z.literal("take"), "give"],
  ["an enum", z.enum(["easy", "strong"]), "hard"],
  ["a pattern", z.string().check(z.regex(/^a+$/)), "b"],
  ["a prefix", z.string().check(z.startsWith("x")), "y"],
  ["a suffix", z.string().check(z.endsWith("x")), "y"],
  ["an inclusion", z.string().check(z.includes("x")), "y"],
  ["an e-mail address", z.email(), "nope"],
  ["an unknown key", z.strictObject({ a: z.number() }), { a: 1, b: 2 }],
  ["unknown keys", z.strictObject({}), { b: 1, c: 2 }],
  ["a union", z.union([z.string(), z.number()]), true],
  ["a record's value", z.record(z.string(), z.number()), { a: "x" }],
];

const messages = (schema: z.ZodMiniType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe("the API's validation messages", () => {
  afterAll(() => void z.config({ localeError: apiMessage }));

  it.each(CASES)("word %s as zod's English locale does", (_, schema, input) => {
    z.config(en());
    const zods = messages(schema, input);
    z.config({ localeError: apiMessage });
    expect(zods.length).toBeGreaterThan(0);
    expect(messages(schema, input)).toEqual(zods);
  });
});
