-- Matches over several D1 databases (issue #32 item 3, db/shards.ts): every database gets every migration, but the
-- development mailbox lives in the directory database only, where messages of every match database are recorded.
-- Outbox ids are counted per database, so a message is known by its database's number and its outbox id.
ALTER TABLE `mailbox` ADD `shard` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DROP INDEX `mailbox_once`;
--> statement-breakpoint
CREATE UNIQUE INDEX `mailbox_once` ON `mailbox` (`shard`,`outbox_id`);
