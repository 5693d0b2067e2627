ALTER TABLE `seats` ADD `bot` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `takeover` text;