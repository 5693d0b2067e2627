-- Issue #30: a seat may resign (seats.resigned_at), and a finished match may be played again: the new match names
-- the one it follows (matches.rematch_of, at most one rematch per match) and the old one names it (rematch_id).
ALTER TABLE `seats` ADD `resigned_at` integer;
--> statement-breakpoint
ALTER TABLE `matches` ADD `rematch_of` text;
--> statement-breakpoint
ALTER TABLE `matches` ADD `rematch_id` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `matches_rematch_of` ON `matches` (`rematch_of`);
