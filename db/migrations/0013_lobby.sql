-- Open tables (issue #31): a public match is listed in the lobby; `langs` holds the languages its creator speaks
-- (JSON array of i18n/core.ts LANGS). The partial index serves the lobby's pages (newest first, per status) and the
-- cron's search for stale tables, reading only the rows it returns: private matches are not in it at all.
ALTER TABLE `matches` ADD `public` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `matches` ADD `langs` text;
--> statement-breakpoint
CREATE INDEX `matches_lobby` ON `matches` (`status`,`created_at`,`id`) WHERE "matches"."public" = 1;
