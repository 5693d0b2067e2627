import { games } from "../engine/registry.js";
import { createApp } from "./app.js";
import type { Env } from "./env.js";

const app = createApp({ games });

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
