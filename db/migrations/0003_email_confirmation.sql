CREATE TABLE `email_addresses` (
	`hash` text PRIMARY KEY NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`confirm_sent_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `outbox` ADD `wait_for` text;--> statement-breakpoint
CREATE INDEX `outbox_wait_for` ON `outbox` (`wait_for`);