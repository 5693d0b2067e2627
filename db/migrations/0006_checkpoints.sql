CREATE TABLE `checkpoints` (
	`match_id` text NOT NULL,
	`seq` integer NOT NULL,
	`state` text NOT NULL,
	PRIMARY KEY(`match_id`, `seq`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
