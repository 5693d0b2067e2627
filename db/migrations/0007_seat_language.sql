-- Each seat's language for the messages it receives (en, fr, de, it: the browser's at creation or join, changeable in
-- the seat's notification panel), and its IANA time zone for the dates in them (null: UTC).
ALTER TABLE `seats` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `time_zone` text;
