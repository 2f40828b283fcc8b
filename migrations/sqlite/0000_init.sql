CREATE TABLE `audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guild_id` text NOT NULL,
	`user_id` text NOT NULL,
	`action` text NOT NULL,
	`server_id` text NOT NULL,
	`idempotency_key` text,
	`result` text NOT NULL,
	`error_code` text,
	`request_id` text,
	`detail` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_server_time` ON `audit` (`server_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `inbox` (
	`event_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`server_id` text,
	`created_at` integer NOT NULL,
	`received_at` integer NOT NULL,
	`source` text NOT NULL,
	`raw` text NOT NULL,
	`dispatched_at` integer
);
--> statement-breakpoint
CREATE INDEX `inbox_pending` ON `inbox` (`dispatched_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `inbox_received` ON `inbox` (`received_at`);--> statement-breakpoint
CREATE TABLE `installations` (
	`id` text PRIMARY KEY NOT NULL,
	`server_id` text NOT NULL,
	`granted_scopes` text NOT NULL,
	`event_types` text NOT NULL,
	`status` text NOT NULL,
	`deleted_at` integer,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `installations_server` ON `installations` (`server_id`);--> statement-breakpoint
CREATE TABLE `kv` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guild_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`server_id` text NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`types` text DEFAULT '[]' NOT NULL,
	`severities` text DEFAULT '[]' NOT NULL,
	`mention_role_id` text,
	`mention_severities` text DEFAULT '[]' NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`state_reason` text,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `links_guild_channel_server` ON `links` (`guild_id`,`channel_id`,`server_id`);--> statement-breakpoint
CREATE INDEX `links_server` ON `links` (`server_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`link_id` integer NOT NULL,
	`channel_id` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT 0 NOT NULL,
	`message_id` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_event_link` ON `outbox` (`event_id`,`link_id`);--> statement-breakpoint
CREATE INDEX `outbox_channel_pending` ON `outbox` (`channel_id`,`state`,`id`);