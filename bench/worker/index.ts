/**
 * The bench Worker: the production Worker (worker/index.ts) with what only the benches need, kept out of the
 * production bundle: every request's D1 rows counted and answered in X-D1-Rows (counting-d1.ts), and the routes
 * under /api/__bench/ (routes.ts). Run by `wrangler dev bench/worker/index.ts` with the main wrangler.toml (its
 * bindings), which `npm run bench:api` and `npm run bench:scale` start (scripts/devserver.ts `entry`); never deployed.
 */
import { games, gameBots } from "../../games/index.js";
import { localBots } from "../../bots/players.js";
import { createApp } from "../../worker/app.js";
import type { Env, NotifyMessage } from "../../worker/env.js";
import production from "../../worker/index.js";
import { withRowCounts } from "./counting-d1.js";
import { benchRoutes } from "./routes.js";

export { LiveRoom } from "../../worker/live/room.js";

const hosted = { games, botPlayers: () => localBots(gameBots) };
// the production app's middleware (the Host per request, limits, errors) in front of the bench's own routes
const bench = createApp(hosted);
benchRoutes(bench, hosted);

export default {
  fetch: withRowCounts((request: Request, env: Env, ctx: ExecutionContext) =>
    new URL(request.url).pathname.startsWith("/api/__bench/") ? bench.fetch(request, env, ctx) : production.fetch(request, env, ctx),
  ),
  scheduled: production.scheduled,
  queue: production.queue,
} satisfies ExportedHandler<Env, NotifyMessage>;
