-- Issue #28. The client (worker/ratelimit.ts clientKey) whose write last caused the match's bot work: the cron, a
-- takeover and a queue message without a client charge that client's bot budget (worker/botbudget.ts), never a
-- shared one. Null for matches older than this column: they share the cron's key.
ALTER TABLE `matches` ADD `bot_client` text;

-- Issue #28. A seat's e-mail carries turn notices only once the address's owner accepted the seat
-- (worker/notify/consent.ts): `consent` is 'invited', 'accepted' or 'declined', and holds for the address in
-- `consent_email` (normalized: trimmed, lower case) only, so a seat that changes its address starts over. Seats that
-- already had an address keep getting their notices: they count as accepted for it.
ALTER TABLE `seats` ADD `consent` text;
ALTER TABLE `seats` ADD `consent_email` text;
UPDATE `seats` SET `consent` = 'accepted', `consent_email` = lower(trim(`email`)) WHERE `email` IS NOT NULL;
-- Invitations sent to an address on its current day (UTC day number), for the per-address daily cap.
ALTER TABLE `email_addresses` ADD `invites_day` integer;
ALTER TABLE `email_addresses` ADD `invites` integer DEFAULT 0 NOT NULL;
