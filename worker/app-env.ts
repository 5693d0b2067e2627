/** What the Hono app's handlers see: the bindings, the request's Host (worker/compose.ts) and the caller's credential. */
import type { Credential } from "./host/caller.js";
import type { Env } from "./env.js";
import type { Host } from "./host/host.js";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    host: Host;
    /** Set by the seatCredential middleware (worker/seat-credential.ts) on the routes of one match. */
    credential: Credential;
  };
}
