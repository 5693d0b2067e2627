CREATE TABLE `chat_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_lines_match` ON `chat_lines` (`match_id`,`id`);--> statement-breakpoint
CREATE INDEX `chat_lines_rate` ON `chat_lines` (`match_id`,`seat`,`created_at`);--> statement-breakpoint
CREATE TABLE `chat_mutes` (
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`muted` integer NOT NULL,
	PRIMARY KEY(`match_id`, `seat`, `muted`)
);
--> statement-breakpoint
CREATE TABLE `chat_reads` (
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`last_id` integer NOT NULL,
	PRIMARY KEY(`match_id`, `seat`)
);
