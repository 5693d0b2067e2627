/**
 * Requests the probe (scripts/probe.ts) sends with node's http client, because fetch will not: methods it refuses
 * (TRACE, TRACK, CONNECT) and headers it controls itself (Host).
 */
import { request } from "node:http";

/** Methods fetch refuses to send (TRACE, TRACK, CONNECT): sent with node's http client instead. */
export const FETCH_FORBIDS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** A bodiless request through node:http, answered as a fetch Response. */
export function viaHttp(url: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(url), { method: init.method, headers: init.headers as Record<string, string> }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers.set(k, v);
        resolve(
          new Response(res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks), {
            status: res.statusCode ?? 0,
            headers,
          }),
        );
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}

/** A GET with headers fetch will not send (Host): node's http client. */
export function rawGet(base: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
    req.end();
  });
}
