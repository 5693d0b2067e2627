-- Columns nothing reads: seats.contact (the first API's single channel, copied into email/webhook by 0001),
-- seats.prefs (reserved, never used) and seats.last_seen_at (written on every move, never read; the log holds
-- each seat's moves with their time). No index or constraint uses them, so SQLite drops them in place.
ALTER TABLE `seats` DROP COLUMN `contact`;--> statement-breakpoint
ALTER TABLE `seats` DROP COLUMN `prefs`;--> statement-breakpoint
ALTER TABLE `seats` DROP COLUMN `last_seen_at`;