ALTER TABLE `seats` DROP COLUMN `contact`;--> statement-breakpoint
ALTER TABLE `seats` DROP COLUMN `prefs`;