CREATE TABLE `server_entries` (
	`match_id` text NOT NULL,
	`after_seq` integer NOT NULL,
	`seat` integer NOT NULL,
	`entry` text NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`match_id`, `prev_hash`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `matches` ADD `chain_version` integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Issue #40: what the server decides outside the engine (a resignation, a takeover at a deadline, an abandonment) is in
-- the match's hash chain as a server entry, and a move may only extend the head the match has now. A move's batch
-- is guarded by its seq (the primary key of moves refuses a second move at a seq), but an entry takes no seq: a move
-- planned on the head an entry has since extended would fork the chain. So a move is refused (its whole batch rolls
-- back, db/moves.ts appendMoves) when an entry already follows the head it names. A trigger (SQL of its own, like
-- migration 0009's): drizzle's schema has no triggers. An index lookup on the entries' primary key.
CREATE TRIGGER `moves_chain_guard` BEFORE INSERT ON `moves`
WHEN EXISTS (SELECT 1 FROM `server_entries` e WHERE e.`match_id` = NEW.`match_id` AND e.`prev_hash` = NEW.`prev_hash`)
BEGIN
	SELECT RAISE(ABORT, 'stale_head');
END;
