-- The creator of a match (issue #31 item 1): the hex SHA-256 of the creator token returned once at creation, which
-- reads each seat's invitation status (GET /api/matches/{id}/invitations). Null for matches made before it.
ALTER TABLE `matches` ADD `creator_hash` text;
