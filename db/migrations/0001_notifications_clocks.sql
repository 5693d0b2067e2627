CREATE TABLE `mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`outbox_id` integer NOT NULL,
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`channel` text NOT NULL,
	`recipient` text,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`link` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mailbox_once` ON `mailbox` (`outbox_id`);--> statement-breakpoint
DROP INDEX `outbox_once`;--> statement-breakpoint
ALTER TABLE `outbox` ADD `claimed_at` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `sent_at` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `last_error` text;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_once_per_channel` ON `outbox` (`match_id`,`seq`,`seat`,`kind`,`channel`);--> statement-breakpoint
ALTER TABLE `moves` ADD `by` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `email` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `webhook` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `push` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `digest` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `link_salt` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `turn_started_at` integer;--> statement-breakpoint
ALTER TABLE `seats` ADD `deadline` integer;--> statement-breakpoint
ALTER TABLE `seats` ADD `allowance_ms` integer;--> statement-breakpoint
ALTER TABLE `seats` ADD `reminded` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `used_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `vacation_from` integer;--> statement-breakpoint
ALTER TABLE `seats` ADD `vacation_until` integer;--> statement-breakpoint
ALTER TABLE `seats` ADD `vacation_year` integer;--> statement-breakpoint
ALTER TABLE `seats` ADD `vacation_used_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `seats_deadline` ON `seats` (`deadline`);--> statement-breakpoint
-- Data (hand-written, appended to the generated schema changes): the single legacy `contact` becomes a channel,
-- and the active seats of running matches with a clock get the match's deadline as their own.
UPDATE `seats` SET `email` = `contact` WHERE `contact` IS NOT NULL AND `contact` NOT LIKE 'http%';--> statement-breakpoint
UPDATE `seats` SET `webhook` = `contact` WHERE `contact` LIKE 'https://%';--> statement-breakpoint
UPDATE `seats` SET
  `turn_started_at` = (SELECT m.`updated_at` FROM `matches` m WHERE m.`id` = `seats`.`match_id`),
  `deadline` = (SELECT m.`turn_deadline` FROM `matches` m WHERE m.`id` = `seats`.`match_id`),
  `allowance_ms` = (SELECT m.`turn_deadline` - m.`updated_at` FROM `matches` m WHERE m.`id` = `seats`.`match_id`)
WHERE EXISTS (
  SELECT 1 FROM `matches` m, json_each(m.`active_seats`) j
  WHERE m.`id` = `seats`.`match_id` AND m.`status` = 'active' AND m.`turn_deadline` IS NOT NULL AND j.`value` = `seats`.`seat`
);
