CREATE TABLE `game_query_settings` (
	`server_id` text PRIMARY KEY NOT NULL,
	`mode` text NOT NULL,
	`game_id` text,
	`port` integer,
	`updated_by` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `game_status` (
	`server_id` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`game_id` text,
	`port` integer,
	`checked_at` integer NOT NULL,
	`answered_at` integer,
	`failures` integer DEFAULT 0 NOT NULL,
	`error` text,
	`answer` text
);
--> statement-breakpoint
ALTER TABLE `history_rollups` ADD `players_min` integer;--> statement-breakpoint
ALTER TABLE `history_rollups` ADD `players_avg` integer;--> statement-breakpoint
ALTER TABLE `history_rollups` ADD `players_max` integer;--> statement-breakpoint
ALTER TABLE `history_rollups` ADD `players_capacity` integer;--> statement-breakpoint
ALTER TABLE `history_samples` ADD `players_online` integer;--> statement-breakpoint
ALTER TABLE `history_samples` ADD `players_max` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `incidents_one_open_unresponsive` ON `incidents` (`server_id`) WHERE "incidents"."kind" = 'unresponsive' and "incidents"."closed_at" is null;