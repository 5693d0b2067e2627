/**
 * The API's validation messages. zod/mini has none of its own; zod's English locale (zod/v4/locales/en.js) words every
 * issue of every schema zod has, among them formats the API never checks without its own message (UUIDs, IBANs,
 * JWTs…). These are its words for the issues the API's schemas raise, so the API answers as it always has, without
 * the rest in the Worker's bundle: tests/project/zod-messages.test.ts holds them to zod's, issue by issue.
 */
import type * as z from "zod/mini";

/** A value's kind as zod names it (its `util.parsedType`: through the namespace, `z.core` would bundle all of zod's core). */
function parsedType(v: unknown): string {
  if (typeof v === "number") return Number.isNaN(v) ? "nan" : "number";
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "object" && Object.getPrototypeOf(v) !== Object.prototype && "constructor" in v && v.constructor)
    return v.constructor.name;
  return typeof v;
}

/** A literal as zod quotes it. */
const stringifyPrimitive = (v: unknown): string => (typeof v === "bigint" ? `${v}n` : typeof v === "string" ? `"${v}"` : `${v}`);
const joinValues = (values: readonly unknown[], separator: string): string => values.map(stringifyPrimitive).join(separator);

/** What a size counts, by the kind of value measured. */
const UNITS: Record<string, string> = { string: "characters", file: "bytes", array: "items", set: "items", map: "entries" };

/** A type's name as zod writes it: NaN and the infinities by their value. */
const typeName = (type: string, input?: unknown): string =>
  type === "number" && typeof input === "number" && !Number.isFinite(input) ? String(input) : type === "nan" ? "NaN" : type;

function size(verb: "Too big" | "Too small", origin: string | undefined, adj: string, bound: number | bigint): string {
  const unit = origin ? UNITS[origin] : undefined;
  return unit
    ? `${verb}: expected ${origin ?? "value"} to have ${adj}${bound.toString()} ${unit}`
    : `${verb}: expected ${origin ?? "value"} to be ${adj}${bound.toString()}`;
}

export function apiMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(parsedType(issue.input), issue.input)}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
    case "too_big":
      return size("Too big", issue.origin, issue.exact ? "exactly " : issue.inclusive ? "<=" : "<", issue.maximum);
    case "too_small":
      return size("Too small", issue.origin, issue.exact ? "exactly " : issue.inclusive ? ">=" : ">", issue.minimum);
    case "invalid_format":
      if (issue.format === "starts_with") return `Invalid string: must start with "${issue.prefix}"`;
      if (issue.format === "ends_with") return `Invalid string: must end with "${issue.suffix}"`;
      if (issue.format === "includes") return `Invalid string: must include "${issue.includes}"`;
      if (issue.format === "regex") return `Invalid string: must match pattern ${issue.pattern}`;
      return `Invalid ${issue.format === "email" ? "email address" : issue.format}`;
    case "not_multiple_of":
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
    case "invalid_key":
      return `Invalid key in ${issue.origin}`;
    case "invalid_union": {
      const options = (issue as { options?: unknown[] }).options;
      if (options?.length) return `Invalid discriminator value. Expected ${options.map((o) => `'${o}'`).join(" | ")}`;
      return issue.inclusive === false ? "Invalid input: more than one option matched" : "Invalid input";
    }
    case "invalid_element":
      return `Invalid value in ${issue.origin}`;
    default:
      return "Invalid input";
  }
}
