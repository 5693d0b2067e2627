/**
 * Module hooks that let node load what the Worker's route declarations import (`npm run api:types` runs them in node,
 * not in workerd): `cloudflare:workers` becomes inert stand-ins (declaring routes calls none of them), and a
 * `?raw` import (the reference's introduction, docs/api.md) is the file's text, as vite gives it.
 */
import { readFile } from "node:fs/promises";

const WORKERS_STUB = [
  "export const env = {};",
  "export function waitUntil() {}",
  "export class DurableObject {}",
  "export class WorkerEntrypoint {}",
].join("\n");

export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") {
    return { url: `data:text/javascript,${encodeURIComponent(WORKERS_STUB)}`, shortCircuit: true };
  }
  if (specifier.endsWith("?raw")) {
    const { url } = await next(specifier.slice(0, -"?raw".length), context);
    return { url: `${url}?raw`, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.endsWith("?raw")) {
    const text = await readFile(new URL(url.slice(0, -"?raw".length)), "utf8");
    return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  }
  return next(url, context);
}
