/** The one map from everything that can go wrong to an HTTP status and `{ error: { code, message, rule? } }`. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface ErrorBody {
  error: { code: string; message: string; rule?: string };
  [extra: string]: unknown;
}

/** An expected refusal: thrown by the host and the middleware, answered by `onError`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly rule?: string,
    /** Extra top-level fields of the body (e.g. the current `seq` on a 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, rule?: string): ErrorBody => ({
  error: rule === undefined ? { code, message } : { code, message, rule },
});

const HTTP_CODES: Partial<Record<number, string>> = {
  400: "bad_request",
  404: "not_found",
  405: "method_not_allowed",
  413: "body_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function onError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json({ ...errorBody(err.code, err.message, err.rule), ...err.extra }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const malformed = status === 400 && /json/i.test(err.message);
    const code = malformed ? "malformed_json" : (HTTP_CODES[status] ?? "http_error");
    return c.json(errorBody(code, err.message || code), status);
  }
  console.error("unhandled error", err);
  return c.json(errorBody("internal", "Something went wrong on our side."), 500);
}

export const notFound = (c: Context): Response =>
  c.json(errorBody("not_found", `No route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404);
