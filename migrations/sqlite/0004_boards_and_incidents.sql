CREATE TABLE `boards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guild_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`created_by` text NOT NULL,
	`message_ids` text DEFAULT '[]' NOT NULL,
	`hashes` text DEFAULT '[]' NOT NULL,
	`retired_message_ids` text DEFAULT '[]' NOT NULL,
	`generation` integer DEFAULT 0 NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`state_reason` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `boards_guild_channel` ON `boards` (`guild_id`,`channel_id`);--> statement-breakpoint
CREATE TABLE `incident_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`incident_id` integer NOT NULL,
	`channel_id` text NOT NULL,
	`mention_role_id` text,
	`message_id` text,
	`shown` text DEFAULT 'none' NOT NULL,
	`failure` text,
	FOREIGN KEY (`incident_id`) REFERENCES `incidents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `incident_alerts_incident_channel` ON `incident_alerts` (`incident_id`,`channel_id`);--> statement-breakpoint
CREATE TABLE `incidents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`server_id` text NOT NULL,
	`kind` text NOT NULL,
	`down_since` integer NOT NULL,
	`opened_at` integer,
	`closed_at` integer,
	`duration_ms` integer,
	`server_name` text,
	`last_activity_title` text
);
--> statement-breakpoint
CREATE INDEX `incidents_server` ON `incidents` (`server_id`,`closed_at`);--> statement-breakpoint
CREATE TABLE `watched_servers` (
	`server_id` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`state_since` integer NOT NULL,
	`up_since` integer,
	`down_since` integer,
	`observed_at` integer NOT NULL
);
