-- Issue #28. The client (worker/ratelimit.ts clientKey) whose write last caused the match's bot work: the cron, a
-- takeover and a queue message without a client charge that client's bot budget (worker/botbudget.ts), never a
-- shared one. Null for matches older than this column: they share the cron's key.
ALTER TABLE `matches` ADD `bot_client` text;
