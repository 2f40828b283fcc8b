CREATE TABLE `silences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guild_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`server_id` text NOT NULL,
	`until` integer,
	`incident_id` integer,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`ended_at` integer,
	`ended_by` text
);
--> statement-breakpoint
CREATE INDEX `silences_channel_server` ON `silences` (`channel_id`,`server_id`);--> statement-breakpoint
CREATE INDEX `silences_guild` ON `silences` (`guild_id`);--> statement-breakpoint
ALTER TABLE `incidents` ADD `acknowledged_by` text;--> statement-breakpoint
ALTER TABLE `incidents` ADD `acknowledged_at` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `silence_id` integer;