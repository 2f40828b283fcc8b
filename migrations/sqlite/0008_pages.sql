CREATE TABLE `pages` (
	`id` text PRIMARY KEY NOT NULL,
	`guild_id` text NOT NULL,
	`server_id` text NOT NULL,
	`cursors` text NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pages_used` ON `pages` (`used_at`);