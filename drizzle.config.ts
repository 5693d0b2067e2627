import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used; migrations are applied by wrangler (locally, remotely and in tests).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
