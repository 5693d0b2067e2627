/**
 * The Hono app the API is declared on. A route is one declaration (method, path, the schemas of its parameters,
 * headers and body, its responses: what /api/openapi.json says of it) and a handler. Requests are validated with the
 * declaration's zod/mini schemas as @hono/zod-openapi did it (same order, same 400 and 415 answers); the declarations
 * are kept, in order, for scripts/openapi/document.ts, which writes the document the Worker serves.
 */
import type { Context, Env, MiddlewareHandler } from "hono";
import { Hono } from "hono/tiny";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import * as z from "zod/mini";
import { localReceiversOn, withLocalReceivers } from "../../checks/local-receivers.js";
import { errorBody } from "../errors.js";
import { err } from "./openapi.js";
import { API_WORDS } from "../openapi-meta.js";
import { apiMessage } from "./zod-messages.js";

// zod/mini has no error messages of its own: the same English ones as classic zod, which the API has always answered.
z.config({ localeError: apiMessage });

type Schema = z.ZodMiniType;

export interface RouteRequest {
  params?: Schema;
  query?: Schema;
  /** Names in lower case: headers reach the schema as hono gives them. */
  headers?: Schema;
  body?: { content: { "application/json": { schema: Schema } }; required: true };
}

export interface RouteResponse {
  description: string;
  content?: Record<string, { schema: Schema }>;
  headers?: Schema;
}

export interface ApiRoute {
  method: "get" | "post" | "put";
  /** OpenAPI's form: `/api/matches/{id}`. */
  path: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  request?: RouteRequest;
  responses: Record<number, RouteResponse>;
}

/** A route declaration, kept with its literal types so the handler's `c.req.valid(…)` knows what it gets. */
export const createRoute = <R extends ApiRoute>(route: R): R => route;

type Out<S> = S extends Schema ? z.output<S> : never;
type Part<R extends ApiRoute, K extends keyof RouteRequest> = R["request"] extends { [P in K]: infer S } ? S : never;

/** What validation hands the handler, per target (hono's `c.req.valid(target)`). */
export interface RouteInput<R extends ApiRoute> {
  out: {
    param: Out<Part<R, "params">>;
    query: Out<Part<R, "query">>;
    header: Out<Part<R, "headers">>;
    json: Part<R, "body"> extends { content: { "application/json": { schema: infer S } } } ? Out<S> : never;
  };
}

/** zod failures at the edge become the common error shape, naming the first offending field. */
function invalidRequest(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const first = issues[0];
  const where = first?.path.length ? `${first.path.map(String).join(".")}: ` : "";
  return errorBody("invalid_request", `${where}${first?.message ?? "invalid request"}`);
}

type Target = "param" | "query" | "header" | "json";

/**
 * A path that fails its parameters' schema names nothing that can exist (`/api/matches/nope`): 404, as for a match
 * that is not there, so a client treats a mistyped link as it treats a deleted one. Everything else is a 400.
 */
const validate = (target: Target, schema: Schema): MiddlewareHandler =>
  validator(target, async (value, c) => {
    // local development may name loopback receivers (checks/local-receivers.ts): a synchronous parse, the flag on for it alone
    const result = localReceiversOn(c.env ?? {})
      ? withLocalReceivers(true, () => schema.safeParse(value))
      : await schema.safeParseAsync(value);
    if (result.success) return result.data;
    const body = invalidRequest(result.error.issues);
    return target === "param" ? c.json(errorBody("not_found", body.error.message), 404) : c.json(body, 400);
  }) as MiddlewareHandler;

const JSON_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/** A body that is not JSON is refused with 415 before it is parsed, and so is a body without a Content-Type. */
const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type");
  if (type ? !JSON_TYPE.test(type) : await hasBody(c)) throw new HTTPException(415, { message: "Unsupported Media Type" });
  await next();
};

async function hasBody(c: Context): Promise<boolean> {
  const raw = c.req.raw;
  if (raw.body === null) return false;
  const bytes = raw.bodyUsed ? await c.req.arrayBuffer() : await raw.clone().arrayBuffer();
  return bytes.byteLength > 0;
}

function validators(request: RouteRequest | undefined): MiddlewareHandler[] {
  const out: MiddlewareHandler[] = [];
  if (request?.query) out.push(validate("query", request.query));
  if (request?.params) out.push(validate("param", request.params));
  if (request?.headers) out.push(validate("header", request.headers));
  if (request?.body) out.push(jsonOnly, validate("json", request.body.content["application/json"].schema));
  return out;
}

/** Answers given before a route's handler runs, to the routes `applies` picks: the description lists them for each. */
interface EdgeAnswers {
  applies: (route: ApiRoute) => boolean;
  responses: Record<number, RouteResponse>;
}

/** What `validators` answers. */
const VALIDATION: EdgeAnswers[] = [
  { applies: (r) => !!r.request?.params, responses: { 404: err(API_WORDS && "No such resource: a path parameter is malformed") } },
  {
    applies: (r) => !!(r.request?.query || r.request?.headers || r.request?.body),
    responses: { 400: err(API_WORDS && "The request does not match its schema (the message names the first offending field)") },
  },
  { applies: (r) => !!r.request?.body, responses: { 415: err(API_WORDS && "The body is not JSON (Content-Type: application/json)") } },
];

export class ApiApp<E extends Env> extends Hono<E> {
  private readonly declarations: ApiRoute[] = [];
  private readonly edges: EdgeAnswers[] = [...VALIDATION];

  /**
   * Every route declared, in the order declared, with the answers the edge may give it (validation, and the app's
   * middleware through `answers`) where the declaration does not describe them itself: the paths of the API description.
   */
  get declared(): ApiRoute[] {
    return this.declarations.map((route) => {
      const edge = this.edges.filter((e) => e.applies(route)).map((e) => e.responses);
      return { ...route, responses: Object.assign({}, ...edge, route.responses) as ApiRoute["responses"] };
    });
  }

  /** Declares answers that middleware gives ahead of the routes `applies` picks (a rate limit, a body limit). */
  answers(applies: (route: ApiRoute) => boolean, responses: Record<number, RouteResponse>): this {
    this.edges.push({ applies, responses });
    return this;
  }

  openapi<R extends ApiRoute>(route: R, handler: (c: Context<E, string, RouteInput<R>>) => Response | Promise<Response>): this {
    this.declarations.push(route);
    const path = route.path.replaceAll(/\/{(.+?)}/g, "/:$1");
    this.on([route.method], [path], ...validators(route.request), handler as MiddlewareHandler);
    return this;
  }
}
