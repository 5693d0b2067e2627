import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every database the tests configure (vitest.config.ts D1_SHARDS) gets every migration, as `npm start` applies them;
// already-applied migrations are skipped, so this is safe to repeat.
// Each test file starts with empty tables: the files of one test worker share its workerd (`isolate: false` in
// vitest.config.ts, so that workerd starts twice a run instead of once a file), and a file must not see another's rows.
const TABLES =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'";
for (const d1 of [env.DB, env.DB_2]) {
  await applyD1Migrations(d1, env.TEST_MIGRATIONS);
  const { results } = await d1.prepare(TABLES).all<{ name: string }>();
  // foreign keys are checked at the batch's end, when every table is empty
  await d1.batch([d1.prepare("PRAGMA defer_foreign_keys = ON"), ...results.map((t) => d1.prepare(`DELETE FROM "${t.name}"`))]);
}
