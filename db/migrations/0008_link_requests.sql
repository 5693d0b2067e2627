-- "Send me my links" (worker/notify/mylinks-request.ts): requests per address (by the SHA-256 of the normalized
-- address, whether or not any seat has it), counted in a window, so the per-address limit holds across isolates.
CREATE TABLE `link_requests` (
	`hash` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
