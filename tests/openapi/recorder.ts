/**
 * The worker tests' side of the conformance check (tests/openapi/conformance.ts): every exchange a test makes through
 * `checked` (tests/worker/helpers.ts uses it for all its calls) is checked against the description the server serves,
 * worker/openapi.json; tests/setup/openapi-conformance.ts fails the test that made a violation and hands what it
 * exercised to the run's report (tests/openapi/reporter.ts).
 */
import document from "../../worker/openapi.json";
import { Conformance, type Violation } from "./conformance.js";

/** Served beside the API by the asset server, not described in it: the description itself and its reference page. */
export const STATIC = (path: string) => path === "/api/openapi.json" || path === "/api/docs" || path.startsWith("/api/docs/");

export const conformance = new Conformance(document, STATIC);

/** What one test exercised: `GET /api/matches/{id} 200` per exchange, and its violations. */
export interface Exercised {
  exchanges: string[];
  violations: Violation[];
}

let current: Exercised = { exchanges: [], violations: [] };

/** Takes what was recorded since the last call (one test's worth). */
export function takeExercised(): Exercised {
  const out = current;
  current = { exchanges: [], violations: [] };
  return out;
}

/** Sends `request` with `send` and checks the exchange; the response comes back unread. */
export async function checked(request: Request, send: (r: Request) => Promise<Response>): Promise<Response> {
  // bytes decoded here: workerd warns when .text() reads a body whose type is not text (a form, a picture)
  const text = async (r: Request | Response) => new TextDecoder().decode(await r.clone().arrayBuffer());
  const requestBody = request.body ? await text(request) : undefined;
  const response = await send(request);
  const binary = /^image\/(?!svg)/.test(response.headers.get("content-type") ?? "");
  const result = conformance.check({
    method: request.method,
    url: request.url,
    requestHeaders: request.headers,
    requestBody,
    status: response.status,
    responseHeaders: response.headers,
    // a 101's socket has no body to read
    responseBody: binary || response.status === 101 ? undefined : await text(response),
  });
  if (result.operation) current.exchanges.push(`${result.operation} ${response.status}`);
  current.violations.push(...result.violations);
  return response;
}
