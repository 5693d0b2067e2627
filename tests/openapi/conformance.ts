/**
 * An exchange with the API (a request and its response) checked against the API description, as an outside client's
 * tooling would check it: the description is read as OpenAPI 3.1 says and its schemas as JSON Schema 2020-12 says,
 * with Ajv (and ajv-formats), a validator that knows nothing of the zod schemas the server validates with. Used by
 * the worker tests' client (tests/worker/helpers.ts) and the e2e suite's proxy (tests/e2e/server.ts), in workerd and
 * node alike; every route the description lists is checked without being named here.
 *
 * A request the description rejects is a violation only when the server accepted it (status below 400): tests send
 * malformed requests on purpose, and refusing one is right. (The other way, a request the description accepts and
 * the server refuses, is not one: a rule across fields, `to` after `from`, cannot be written in JSON Schema.) Every
 * response is checked: its status must be listed for the route, its media type and body must match what is listed.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import formatsPlugin from "ajv-formats";

type Json = Record<string, any>;

export interface Exchange {
  method: string;
  /** Path and query, e.g. `/api/matches/abc?x=1` (an origin before it is ignored). */
  url: string;
  requestHeaders: Headers;
  /** The request body as sent (text), if any. */
  requestBody?: string;
  status: number;
  responseHeaders: Headers;
  /** The response body as text (binary bodies need not be given). */
  responseBody?: string;
}

export interface Violation {
  kind: "request" | "response";
  /** `GET /api/matches/{id}`, or the request's own method and path when the description has no such route. */
  operation: string;
  status: number;
  message: string;
}

export interface Checked {
  /** The route of the description this exchange used, if any. */
  operation?: string;
  violations: Violation[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
  /** Where its schema is in the description. */
  pointer: string[];
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  operation: Json;
  parameters: Parameter[];
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
const DOC_ID = "urn:waka:api-description";

/** A JSON Pointer token (RFC 6901) for a `$ref` into the description. */
const token = (s: string) => s.replaceAll("~", "~0").replaceAll("/", "~1");

export class Conformance {
  private readonly ajv: Ajv2020;
  private readonly routes: Route[];
  private readonly compiled = new Map<string, ValidateFunction>();

  /** `ignore`: paths outside the API that share its prefix (static files such as the description itself). */
  constructor(
    private readonly document: Json,
    private readonly ignore: (path: string) => boolean = () => false,
  ) {
    // the description is one JSON Schema resource: a schema inside it is checked through a $ref to its place, so
    // its own `#/components/schemas/…` refs resolve as they are written
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, unicodeRegExp: true });
    (formatsPlugin as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOC_ID });
    this.routes = Object.entries(document.paths as Json)
      .flatMap(([template, item]) =>
        METHODS.filter((m) => item[m]).map((method) => {
          const names: string[] = [];
          const source = template.replaceAll(/[.*+?^$()|[\]\\]/g, "\\$&").replaceAll(/\{([^}]+)\}/g, (_, name: string) => {
            names.push(name);
            return "([^/]+)";
          });
          // parameters of the path item apply to each of its operations, unless the operation redefines them
          const own = ((item[method].parameters ?? []) as Json[]).map(
            (p, i): Json => ({ ...p, pointer: ["paths", template, method, "parameters", String(i), "schema"] }),
          );
          const shared = ((item.parameters ?? []) as Json[])
            .map((p, i): Json => ({ ...p, pointer: ["paths", template, "parameters", String(i), "schema"] }))
            .filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
          const parameters = [...shared, ...own] as Parameter[];
          return { method, template, pattern: new RegExp(`^${source}$`), names, operation: item[method], parameters };
        }),
      )
      // a literal segment wins over a parameter (`/seats/me/…` before `/seats/{seat}/…`)
      .sort((a, b) => a.names.length - b.names.length);
  }

  /** Every route of the description, as `GET /api/matches/{id}`. */
  get operations(): string[] {
    return this.routes.map((r) => `${r.method.toUpperCase()} ${r.template}`);
  }

  check(x: Exchange): Checked {
    const url = new URL(x.url, "http://x");
    const method = x.method.toLowerCase();
    if (!url.pathname.startsWith("/api/") || method === "options" || this.ignore(url.pathname)) return { violations: [] };
    const byPath = this.routes.filter((r) => r.pattern.test(url.pathname));
    const route = byPath.find((r) => r.method === method || (method === "head" && r.method === "get"));
    if (!route) {
      // a route the description does not have must not exist on the server either
      const ok = x.status === 404 || (byPath.length > 0 && x.status === 405);
      const message = `the description has no ${method.toUpperCase()} ${url.pathname}, but the server answered ${x.status}`;
      return { violations: ok ? [] : [{ kind: "response", operation: `${x.method} ${url.pathname}`, status: x.status, message }] };
    }
    const operation = `${route.method.toUpperCase()} ${route.template}`;
    const violations: Violation[] = [];
    const problems = this.requestProblems(route, url, x);
    const body = parse(x.responseBody);
    if (problems.length && x.status < 400) {
      for (const p of problems)
        violations.push({
          kind: "request",
          operation,
          status: x.status,
          message: `accepted by the server, refused by the description: ${p}`,
        });
    }
    for (const p of this.responseProblems(route, x, body)) violations.push({ kind: "response", operation, status: x.status, message: p });
    return { operation, violations };
  }

  private validator(pointer: string[]): ValidateFunction {
    const ref = `${DOC_ID}#/${pointer.map(token).join("/")}`;
    let v = this.compiled.get(ref);
    if (!v) this.compiled.set(ref, (v = this.ajv.compile({ $ref: ref })));
    return v;
  }

  private validate(pointer: string[], value: unknown, what: string): string[] {
    const v = this.validator(pointer);
    if (v(value)) return [];
    return (v.errors ?? []).map(
      (e) => `${what}${e.instancePath} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ""}`,
    );
  }

  private requestProblems(route: Route, url: URL, x: Exchange): string[] {
    const base = ["paths", route.template, route.method];
    const out: string[] = [];
    const values = route.pattern.exec(url.pathname)!.slice(1);
    const op = route.operation;
    for (const p of route.parameters) {
      const raw =
        p.in === "path"
          ? decoded(values[route.names.indexOf(p.name)] ?? "")
          : p.in === "query"
            ? (url.searchParams.get(p.name) ?? undefined)
            : p.in === "header"
              ? (x.requestHeaders.get(p.name) ?? undefined)
              : undefined;
      if (raw === undefined) {
        if (p.required) out.push(`the ${p.in} parameter ${p.name} is required`);
      } else if (p.schema) {
        // a parameter arrives as text; its schema says what value that text must be (OpenAPI's simple and form styles)
        out.push(...this.validate(p.pointer, coerce(raw, p.schema), `${p.in} parameter ${p.name}`));
      }
    }
    const security: Json[] | undefined = op.security ?? this.document.security;
    if (security?.length && !security.some((s) => Object.keys(s).length === 0) && !x.requestHeaders.get("authorization")) {
      out.push("the route needs a credential and the request has none");
    }
    if (op.requestBody) {
      const type = mediaType(x.requestHeaders.get("content-type"));
      if (!x.requestBody) {
        if (op.requestBody.required) out.push("the body is required");
      } else if (!type || !op.requestBody.content[type]) {
        out.push(`the body's media type ${type ?? "(none)"} is not one of ${Object.keys(op.requestBody.content).join(", ")}`);
      } else if (isJson(type)) {
        const body = parse(x.requestBody);
        if (!body.ok) out.push("the body is not JSON");
        else out.push(...this.validate([...base, "requestBody", "content", type, "schema"], body.value, "body"));
      }
    }
    return out;
  }

  private responseProblems(route: Route, x: Exchange, body: { ok: boolean; value?: any }): string[] {
    const responses: Json = route.operation.responses;
    const key = [String(x.status), `${String(x.status)[0]}XX`, "default"].find((k) => responses[k]);
    if (!key) return [`the status ${x.status} is not listed (the route lists ${Object.keys(responses).join(", ")})`];
    const response = responses[key];
    const base = ["paths", route.template, route.method, "responses", key];
    const out: string[] = [];
    for (const [name, header] of Object.entries((response.headers ?? {}) as Json)) {
      const value = x.responseHeaders.get(name);
      if (value === null) {
        if (header.required) out.push(`the header ${name} is missing`);
      } else if (header.schema)
        out.push(...this.validate([...base, "headers", name, "schema"], coerce(value, header.schema), `header ${name}`));
    }
    const content: Json | undefined = response.content;
    const type = mediaType(x.responseHeaders.get("content-type"));
    if (!content) {
      if (x.responseBody) out.push(`the ${x.status} answer lists no content, but a body came`);
      return out;
    }
    if (!type || !content[type]) return [...out, `the media type ${type ?? "(none)"} is not one of ${Object.keys(content).join(", ")}`];
    if (!isJson(type)) return out;
    // a HEAD answer is a GET answer's headers without its body (RFC 9110 §9.3.2)
    if (x.method.toUpperCase() === "HEAD") return out;
    if (!body.ok) return [...out, "the body is not JSON"];
    return [...out, ...this.validate([...base, "content", type, "schema"], body.value, "body")];
  }
}

function parse(text: string | undefined): { ok: boolean; value?: any } {
  if (text === undefined || text === "") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A path segment's text (a malformed escape stays as sent: the server sees the same and refuses it). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const mediaType = (header: string | null) => header?.split(";")[0]?.trim().toLowerCase() || undefined;
const isJson = (type: string) => type === "application/json" || type.endsWith("+json");

/** A parameter's text as the value its schema describes: a number where it wants a number, and so on. */
function coerce(raw: string, schema: Json | undefined): unknown {
  const types = new Set([schema?.type].flat());
  if ((types.has("integer") || types.has("number")) && raw.trim() !== "" && Number.isFinite(Number(raw))) return Number(raw);
  if (types.has("boolean") && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}
