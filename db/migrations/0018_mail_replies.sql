-- Playing by e-mail (issue #43). The answers to replies that played nothing an address got in the current hour (the
-- hour's start and the count: a well-behaved robot never floods an inbox nor feeds a mail loop), and what the local mailbox shows of a message besides its text: the
-- Reply-To a turn notice carries, its HTML part and its attachments (JSON: name, type, and the bytes in base64).
ALTER TABLE `email_addresses` ADD `reply_answered_at` integer;
--> statement-breakpoint
ALTER TABLE `email_addresses` ADD `reply_answers` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `mailbox` ADD `reply_to` text;
--> statement-breakpoint
ALTER TABLE `mailbox` ADD `html` text;
--> statement-breakpoint
ALTER TABLE `mailbox` ADD `attachments` text;
