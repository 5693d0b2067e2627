/**
 * The API description (OpenAPI 3.1) from the routes the Worker declares (worker/routes/api-app.ts). Their zod/mini
 * schemas are rebuilt as classic zod schemas, the metadata `doc(…)` gave them applied with `.openapi(…)` in the same
 * places, and handed to @hono/zod-openapi's generator: the document is what that library made when the Worker still
 * carried it. This runs in node and in the tests, never in the Worker, which serves the result as it is
 * (worker/openapi.json, written by `npm run api:types`; tests/project/openapi-document.test.ts keeps the two equal).
 */
/// <reference types="vite/client" />
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type * as mini from "zod/mini";
import type { ApiRoute, RouteResponse } from "../../worker/routes/api-app.js";
import { documentation } from "../../worker/openapi-meta.js";
// the reference page's introduction (seats and secrets, errors, a match played with curl), kept as a doc of its own
import guide from "../../docs/api.md?raw";

/** The document's fixed parts; `servers` is the one the Worker fills in per request. */
const HEAD = {
  openapi: "3.1.0",
  info: {
    title: "Waka match host API",
    version: "1",
    description: guide.replace(/^# .*\n+/, ""),
  },
  servers: [{ url: "/" }],
  // public unless an operation says otherwise (a seat secret where it reads one)
  security: [],
};

type Def = mini.core.$ZodTypeDef & Record<string, unknown>;
type Classic = z.ZodType;

/** Each zod/mini schema's classic twin, built once: a schema used twice is the same component both times. */
function classicBuilder() {
  const made = new Map<mini.ZodMiniType, Classic>();
  const classic = (schema: mini.ZodMiniType): Classic => {
    let out = made.get(schema);
    if (!out) {
      const documented = documentation(schema);
      out = documented
        ? (classic(documented.base) as Classic & { openapi: (...a: unknown[]) => Classic }).openapi(...documented.args)
        : build(schema);
      made.set(schema, out);
    }
    return out;
  };
  const build = (schema: mini.ZodMiniType): Classic => {
    const def = schema._zod.def as Def;
    const checks = (def.checks ?? []) as unknown[];
    const sub = (key: string) => classic(def[key] as mini.ZodMiniType);
    let out: Classic;
    switch (def.type) {
      case "string":
        out = z.string();
        break;
      case "number":
        // a coerced number is still a number to the client (a parameter's text "3"): the classic coerced schema's
        // input is `unknown`, which the generator wrote as optional and nullable (`?to=2` without `from` is a 400)
        out = z.number();
        break;
      case "boolean":
        out = z.boolean();
        break;
      case "unknown":
        out = z.unknown();
        break;
      case "literal":
        out = z.literal((def.values as z.core.util.Literal[])[0]!);
        break;
      case "enum":
        out = z.enum(def.entries as Record<string, string>);
        break;
      case "optional":
        return sub("innerType").optional();
      case "nullable":
        return sub("innerType").nullable();
      case "array":
        out = z.array(sub("element"));
        break;
      case "record":
        out = z.record(sub("keyType") as z.ZodString, sub("valueType"));
        break;
      case "union":
        out = z.union((def.options as mini.ZodMiniType[]).map(classic) as [Classic, Classic]);
        break;
      case "object": {
        const shape = Object.fromEntries(Object.entries(def.shape as Record<string, mini.ZodMiniType>).map(([k, v]) => [k, classic(v)]));
        const rest = def.catchall as mini.ZodMiniType | undefined;
        const object = z.object(shape);
        out = !rest ? object : rest._zod.def.type === "never" ? object.strict() : object.catchall(classic(rest));
        break;
      }
      default:
        throw new Error(`scripts/openapi/document.ts: no classic form for a zod/mini ${def.type}`);
    }
    return checks.length ? out.check(...(checks.map(portable) as never[])) : out;
  };
  return classic;
}

/**
 * A regex check as the document may state it. The generator writes a pattern as the RegExp's `toString()` less its
 * slashes, so `/…/u` came out as `…/u`, which a JSON Schema validator takes literally (every name had to end in
 * "/u"). JSON Schema patterns have no flags and are read with Unicode semantics (`\p{…}` included), which is what
 * `u` asks for; any other flag changes the meaning and cannot be written, so it is refused here.
 */
function portable(check: unknown): unknown {
  const def = (check as { _zod?: { def?: { format?: string; pattern?: RegExp } } })._zod?.def;
  const pattern = def?.format === "regex" ? def.pattern : undefined;
  if (!pattern || pattern.flags === "") return check;
  if (pattern.flags !== "u" && pattern.flags !== "v")
    throw new Error(`scripts/openapi/document.ts: /${pattern.source}/${pattern.flags}: JSON Schema patterns have no flags`);
  // stated without the flag, never used to validate: only the pattern's text reaches the document
  return z.regex({ source: pattern.source, flags: "", toString: () => `/${pattern.source}/` } as RegExp);
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
}
type Document = { paths?: Record<string, Record<string, Operation>> };

/** `get /api/matches/{id}/at/{seq}` → `getMatchesByIdAtBySeq`: a stable name for a route that gives none. */
const operationId = (method: string, path: string) =>
  method +
  path
    .split("/")
    .filter((s) => s && s !== "api")
    .map((s) => (s.startsWith("{") ? `By-${s.slice(1, -1)}` : s))
    .join("-")
    .replaceAll(/(?:^|[-._])(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * What the generator leaves out: OpenAPI requires `required: true` on a path parameter (it omits it for a coerced one,
 * whose input may be undefined); every operation gets an operationId (clients name their methods with it); and a
 * route that reads the optional seat secret (an `authorization` header, which OpenAPI ignores as a parameter) says so
 * with the `seatSecret` scheme, as a choice beside no credential.
 */
function complete(document: Document): Document {
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(item)) {
      for (const p of operation.parameters ?? []) if (p.in === "path") p.required = true;
      operation.operationId ??= operationId(method, path);
      if (!operation.security && operation.parameters?.some((p) => p.in === "header" && p.name === "authorization")) {
        operation.security = [{ seatSecret: [] }, {}];
      }
    }
  return document;
}

/** A route declaration with its schemas in classic zod, as @hono/zod-openapi's `createRoute` took it. */
function classicRoute(route: ApiRoute, classic: (s: mini.ZodMiniType) => Classic) {
  const { request, responses } = route;
  const body = request?.body;
  const response = (r: RouteResponse) => ({
    ...r,
    ...(r.content && { content: Object.fromEntries(Object.entries(r.content).map(([type, c]) => [type, { schema: classic(c.schema) }])) }),
    ...(r.headers && { headers: classic(r.headers) }),
  });
  return {
    ...route,
    ...(request && {
      request: {
        ...(request.params && { params: classic(request.params) }),
        ...(request.query && { query: classic(request.query) }),
        ...(request.headers && { headers: classic(request.headers) }),
        ...(body && { body: { ...body, content: { "application/json": { schema: classic(body.content["application/json"].schema) } } } }),
      },
    }),
    responses: Object.fromEntries(Object.entries(responses).map(([status, r]) => [status, response(r)])),
  };
}

/** The document for these routes (in the order the app declared them), `servers` as "/". */
export function apiDocument(routes: readonly ApiRoute[]): unknown {
  const generator = new OpenAPIHono();
  generator.openAPIRegistry.registerComponent("securitySchemes", "seatSecret", {
    type: "http",
    scheme: "bearer",
    description: "The seat secret returned when the match was created or the seat was joined",
  });
  generator.openAPIRegistry.registerComponent("securitySchemes", "creatorToken", {
    type: "http",
    scheme: "bearer",
    description: "The creator token returned when the match was created (it reads the seats' invitations)",
  });
  const classic = classicBuilder();
  for (const route of routes) generator.openAPIRegistry.registerPath(classicRoute(route, classic) as never);
  return complete(generator.getOpenAPI31Document(HEAD) as Document);
}
