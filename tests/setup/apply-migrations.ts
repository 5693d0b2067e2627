import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file gets a fresh D1; already-applied migrations are skipped, so this is safe to repeat.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
