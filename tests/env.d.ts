import type { D1Migration } from "@cloudflare/vitest-pool-workers";
import type { EnvSettings } from "../worker/env.js";

// `env` from cloudflare:test: the generated bindings (worker-configuration.d.ts), the settings vitest.config.ts
// passes, and the migrations the setup file applies.
declare global {
  namespace Cloudflare {
    interface Env extends EnvSettings {
      TEST_MIGRATIONS: D1Migration[];
      /** The second match database of the tests (vitest.config.ts D1_SHARDS). */
      DB_2: D1Database;
    }
  }
}
