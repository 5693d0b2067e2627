ALTER TABLE `matches` ADD `rev` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `seats` ADD `rev` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The revision moves on with every change to a match row or its seats, whoever writes it: a cached copy of the rows
-- (worker/host/match-cache.ts) is current exactly while its rev is. The triggers are SQL of their own (drizzle's
-- schema has no triggers); none can fire itself again, whether recursive triggers are on or off.
CREATE TRIGGER `seats_insert_rev` AFTER INSERT ON `seats`
BEGIN
	UPDATE `matches` SET `rev` = `rev` + 1 WHERE `id` = NEW.`match_id`;
END;
--> statement-breakpoint
-- A move's batch sets matches.rev itself and marks its own seat updates by moving seats.rev on: those are not counted
-- twice (each count would write the match row once more).
CREATE TRIGGER `seats_update_rev` AFTER UPDATE ON `seats` WHEN NEW.`rev` = OLD.`rev`
BEGIN
	UPDATE `matches` SET `rev` = `rev` + 1 WHERE `id` = NEW.`match_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `seats_delete_rev` AFTER DELETE ON `seats`
BEGIN
	UPDATE `matches` SET `rev` = `rev` + 1 WHERE `id` = OLD.`match_id`;
END;
--> statement-breakpoint
-- An update of the match that does not set rev itself moves it on.
CREATE TRIGGER `matches_update_rev` AFTER UPDATE ON `matches` WHEN NEW.`rev` = OLD.`rev`
BEGIN
	UPDATE `matches` SET `rev` = `rev` + 1 WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- rev only ever moves on by one, so a write that sets it to (the rev it read) + 1 is a compare-and-swap: when anything
-- changed since that read, the statement aborts and its whole batch rolls back (db/queries.ts appendMoves).
CREATE TRIGGER `matches_rev_guard` BEFORE UPDATE OF `rev` ON `matches` WHEN NEW.`rev` <> OLD.`rev` + 1
BEGIN
	SELECT RAISE(ABORT, 'stale_rev');
END;
