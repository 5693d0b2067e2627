import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file gets fresh databases; already-applied migrations are skipped, so this is safe to repeat. Every
// database the tests configure (vitest.config.ts D1_SHARDS) gets every migration, as `npm start` applies them.
for (const d1 of [env.DB, env.DB_2]) await applyD1Migrations(d1, env.TEST_MIGRATIONS);
