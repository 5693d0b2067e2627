CREATE TABLE `matches` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`rules_version` integer NOT NULL,
	`options` text NOT NULL,
	`players` integer NOT NULL,
	`status` text NOT NULL,
	`seed` text NOT NULL,
	`seed_hash` text NOT NULL,
	`invite_hash` text,
	`seq` integer DEFAULT 0 NOT NULL,
	`state` text,
	`active_seats` text DEFAULT '[]' NOT NULL,
	`outcome` text,
	`head_hash` text NOT NULL,
	`clock` text,
	`turn_deadline` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `matches_status_deadline` ON `matches` (`status`,`turn_deadline`);--> statement-breakpoint
CREATE TABLE `moves` (
	`match_id` text NOT NULL,
	`seq` integer NOT NULL,
	`seat` integer NOT NULL,
	`move` text NOT NULL,
	`events` text NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`match_id`, `seq`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` text NOT NULL,
	`seq` integer NOT NULL,
	`seat` integer NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_once` ON `outbox` (`match_id`,`seq`,`seat`,`kind`);--> statement-breakpoint
CREATE INDEX `outbox_due` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `seats` (
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`name` text,
	`token_hash` text,
	`contact` text,
	`prefs` text,
	`joined_at` integer,
	`last_seen_at` integer,
	PRIMARY KEY(`match_id`, `seat`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
