/**
 * A request's path, decoded once and safely (issue #39): a malformed percent-encoding (`%FF%FE`, `%E0%A4%A`, `%ZZ`),
 * a control character or a path longer than any route's names nothing, and is answered like an id of no match —
 * `404 not_found` — before routing, instead of throwing wherever a parameter is decoded (a `URIError` was a 500).
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "./errors.js";

/** Longest path (as sent, percent-encoded) any route answers: the longest real one is well under 200 bytes. */
export const MAX_PATH_BYTES = 2048;

/** `text` percent-decoded, or null when its encoding is malformed (not UTF-8, a stray `%`). */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why a raw (still encoded) path names nothing, or null when it may be routed. */
export function pathProblem(rawPath: string): string | null {
  if (rawPath.length > MAX_PATH_BYTES) return `The path is longer than ${MAX_PATH_BYTES} bytes.`;
  const decoded = safeDecode(rawPath);
  if (decoded === null) return "The path's percent-encoding is malformed.";
  if (CONTROL.test(decoded)) return "The path holds a control character.";
  return null;
}

/** The middleware, first of the app's: a path that names nothing is a 404 with the common error shape. */
export const pathGuard = (): MiddlewareHandler => async (c, next) => {
  const problem = pathProblem(new URL(c.req.url).pathname);
  if (problem) throw new ApiError(404, "not_found", `No such resource: ${problem}`);
  await next();
};
