-- Issue #39: at most 5 public tables waiting for players per client (open_tables), and invitations counted per
-- (address, client) a day as well as per address (invite_senders), so one client cannot spend an address's day.
-- Both in the directory database; clients only as the SHA-256 of their rate-limit key. See db/schema.ts.
CREATE TABLE `open_tables` (
	`match_id` text PRIMARY KEY NOT NULL,
	`client` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `open_tables_client` ON `open_tables` (`client`);
--> statement-breakpoint
CREATE INDEX `open_tables_created` ON `open_tables` (`created_at`);
--> statement-breakpoint
CREATE TABLE `invite_senders` (
	`hash` text NOT NULL,
	`client` text NOT NULL,
	`day` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`hash`, `client`)
);
--> statement-breakpoint
CREATE INDEX `invite_senders_day` ON `invite_senders` (`day`);
