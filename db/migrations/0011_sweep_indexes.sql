-- Cross-match reads in proportion to what they find (issue #32; plans pinned by tests/worker/query-plans.test.ts).
-- The cron's clock sweep: when it must next look at a seat (its next reminder or deadline, or the end of a vacation
-- that time falls in), computed by SQLite, so every writer of a clock keeps it. This column and email_key are not in
-- db/schema.ts (as the triggers of 0009 are not): no row read or cached carries them.
ALTER TABLE `seats` ADD `wake_at` integer GENERATED ALWAYS AS (CASE WHEN vacation_from IS NOT NULL AND vacation_from <= (CASE WHEN allowance_ms IS NULL THEN NULL WHEN reminded < 50 THEN deadline - allowance_ms / 2
  WHEN reminded < 80 THEN deadline - allowance_ms / 5 ELSE deadline END)
  AND vacation_until > (CASE WHEN allowance_ms IS NULL THEN NULL WHEN reminded < 50 THEN deadline - allowance_ms / 2
  WHEN reminded < 80 THEN deadline - allowance_ms / 5 ELSE deadline END) THEN vacation_until ELSE (CASE WHEN allowance_ms IS NULL THEN NULL WHEN reminded < 50 THEN deadline - allowance_ms / 2
  WHEN reminded < 80 THEN deadline - allowance_ms / 5 ELSE deadline END) END) VIRTUAL;
--> statement-breakpoint
CREATE INDEX `seats_wake_at` ON `seats` (`wake_at`);
--> statement-breakpoint
-- "Send me my links": the address as it is looked up (trimmed, lower case).
ALTER TABLE `seats` ADD `email_key` text GENERATED ALWAYS AS (lower(trim(email))) VIRTUAL;
--> statement-breakpoint
CREATE INDEX `seats_email_key` ON `seats` (`email_key`);
--> statement-breakpoint
-- The stalled-bot net: matches with a bot among their active seats, kept by the statements that change either (a
-- move's batch computes it from its rows: db/queries.ts appendMoves, worker/host/commit.ts).
ALTER TABLE `matches` ADD `bot_waiting` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `matches` SET `bot_waiting` = EXISTS (SELECT 1 FROM `seats` s, json_each(`matches`.`active_seats`) j
  WHERE s.`match_id` = `matches`.`id` AND s.`seat` = j.value AND (s.`bot` IS NOT NULL OR s.`takeover` IS NOT NULL))
WHERE `status` = 'active';
--> statement-breakpoint
CREATE INDEX `matches_bot_waiting` ON `matches` (`updated_at`) WHERE status = 'active' AND bot_waiting = 1;
--> statement-breakpoint
-- Archive (worker/archive/): when the match's record went to the bucket; finished matches not archived yet, oldest first.
ALTER TABLE `matches` ADD `archived_at` integer;
--> statement-breakpoint
CREATE INDEX `matches_archivable` ON `matches` (`updated_at`) WHERE status IN ('finished', 'abandoned') AND archived_at IS NULL;
--> statement-breakpoint
-- A match's latest outbox row (originOf) and the outbox by status and age (the sweep's pending rows, retention).
CREATE INDEX `outbox_match` ON `outbox` (`match_id`);
--> statement-breakpoint
CREATE INDEX `outbox_status_created` ON `outbox` (`status`,`created_at`);
--> statement-breakpoint
-- Retention: old mailbox rows (local development) and link request windows that are over.
CREATE INDEX `mailbox_created` ON `mailbox` (`created_at`);
--> statement-breakpoint
CREATE INDEX `link_requests_window` ON `link_requests` (`window_start`);
