/// <reference types="vite/client" />
/**
 * docs/ARCHITECTURE.md, "From a route to its handler, schema and test": the table there names, for every route of
 * the OpenAPI document, the file that declares and handles it, its named schemas and a test that calls it. This
 * keeps the table true: no route missing or extra (against the document and against the app the Worker runs), each
 * route answered by the running Worker, each file real and about that route, each schema the route's.
 */
import { describe, expect, it } from "vitest";
import { games, gameBots } from "../../games/index.js";
import { localBots } from "../../bots/players.js";
import { createApp } from "../../worker/app.js";
import { client } from "./helpers.js";
import architecture from "../../docs/ARCHITECTURE.md?raw";
import DOCUMENT from "../../worker/openapi.json";

const sources: Record<string, string> = {
  ...import.meta.glob("../../worker/**/*.ts", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob("./*.test.ts", { query: "?raw", import: "default", eager: true }),
};
const source = (path: string) => sources[path.startsWith("worker/") ? `../../${path}` : `./${path.replace(/^tests\/worker\//, "")}`];

interface Row {
  route: string;
  handler: string;
  schemas: string[];
  test: string;
}

const rows: Row[] = [...architecture.matchAll(/^\| `((?:GET|POST|PUT|DELETE|PATCH) \/api[^`]*)` \|([^|]*)\|([^|]*)\|([^|]*)\|$/gm)].map(
  (m) => ({
    route: m[1] ?? "",
    handler: /(worker\/[\w/.-]+\.ts)/.exec(m[2] ?? "")?.[1] ?? "",
    schemas: [...(m[3] ?? "").matchAll(/`(\w+)`/g)].map((s) => s[1] ?? ""),
    test: /(tests\/worker\/[\w/.-]+\.ts)/.exec(m[4] ?? "")?.[1] ?? "",
  }),
);

type Operation = Record<string, unknown>;
/** The description as served (a static file of the build: vite.config.ts), held to the routes by openapi-document.test.ts. */
const document = async () => DOCUMENT as unknown as { paths: Record<string, Record<string, Operation>> };

/** The named schemas an operation uses (every error answer is `Error`, so it is left out). */
const named = (op: Operation) =>
  [...new Set([...JSON.stringify(op).matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => m[1] ?? ""))]
    .filter((n) => n !== "Error")
    .sort();

/** A schema gets its component name from `doc(schema, "Name", …)` (worker/openapi-meta.ts), inline or on a line of its own. */
const namesSchema = (source: string, name: string) => new RegExp(`\\bdoc\\(.*, "${name}"[,)]|^\\s*"${name}",$`, "m").test(source);

/** A regular expression for the route's path as a test writes it, parameters filled in (`/api/matches/${id}/log`). */
const pathPattern = (path: string) =>
  new RegExp(
    path
      .split(/(\{\w+\})/)
      .map((part) => (part.startsWith("{") ? "[^/\"'`?\\s]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("") + "(?=[\"'`?\\s)]|$)",
  );

describe("the route map in docs/ARCHITECTURE.md", () => {
  it("lists every route of the OpenAPI document, and no other", async () => {
    const doc = await document();
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.length).toBeGreaterThan(10);
    expect(rows.map((r) => r.route).sort()).toEqual(routes.sort());
  });

  it("lists every route the Worker's app declares, and no other", () => {
    const app = createApp({ games, botPlayers: () => localBots(gameBots) });
    expect(rows.map((r) => r.route).sort()).toEqual(app.declared.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort());
  });

  // The running Worker (worker/index.ts in workerd) routes each one: a request with made-up parameters is answered by
  // the route (not found, refused, invalid), never by the app's "No route for …" 404.
  it("names routes the running Worker answers", async () => {
    const api = client();
    const fill = { id: "noSuchMatch1", seat: "0", seq: "0", hash: "0".repeat(64) } as Record<string, string>;
    for (const row of rows) {
      const [method, path] = row.route.split(" ") as [string, string];
      const r = await api.call(
        method,
        path.replace(/\{(\w+)\}/g, (_, name: string) => fill[name] ?? "x"),
      );
      expect(`${r.status} ${r.text.slice(0, 120)}`, row.route).not.toMatch(/No route for/);
    }
  });

  it.each(rows.map((r) => [r.route, r] as const))("%s: its handler, schemas and test are where the table says", async (route, row) => {
    const [method, path] = route.split(" ") as [string, string];
    const handler = source(row.handler);
    expect(handler, `${row.handler} is not a worker file`).toBeDefined();
    expect(handler).toContain("createRoute(");
    for (const segment of path.split("/").filter((s) => s && !s.startsWith("{")))
      expect(handler, `${row.handler} does not declare ${path}`).toContain(segment);
    const op = (await document()).paths[path]?.[method.toLowerCase()] ?? {};
    expect(row.schemas.slice().sort(), `${route}: the schemas it names`).toEqual(named(op));
    for (const name of row.schemas)
      expect(
        Object.values(sources).some((s) => namesSchema(s, name)),
        `no zod schema is named ${name}`,
      ).toBe(true);
    const test = source(row.test);
    expect(test, `${row.test} is not a worker test`).toBeDefined();
    expect(test, `${row.test} never calls ${path}`).toMatch(pathPattern(path));
  });
});
