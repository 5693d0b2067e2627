/** The one map from everything that can go wrong to an HTTP status and `{ error: { code, message, rule? } }`. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError, type RefusalKind } from "./domain-error.js";

export interface ErrorBody {
  error: { code: string; message: string; rule?: string };
  [extra: string]: unknown;
}

/** An expected refusal at the HTTP edge (middleware, routes, settings), answered by `onError`. */
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

/** The status of each kind of refusal the host makes (worker/domain-error.ts). */
const STATUS_OF: Record<RefusalKind, ContentfulStatusCode> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409, illegal: 422 };

export function onError(err: Error, c: Context): Response {
  if (err instanceof ApiError || err instanceof DomainError) {
    const status = err instanceof ApiError ? err.status : STATUS_OF[err.kind];
    return c.json({ ...errorBody(err.code, err.message, err.rule), ...err.extra }, status);
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
