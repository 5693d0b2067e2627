import type { D1Migration } from "@cloudflare/vitest-pool-workers";
import type { Env as WakaEnv } from "../worker/env.js";

declare global {
  namespace Cloudflare {
    interface Env extends WakaEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
