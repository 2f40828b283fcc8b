CREATE TABLE `claims` (
	`server_id` text PRIMARY KEY NOT NULL,
	`guild_id` text NOT NULL,
	`claimed_by` text NOT NULL,
	`claimed_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`how` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `claims_guild` ON `claims` (`guild_id`);--> statement-breakpoint
CREATE TABLE `one_time_codes` (
	`hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`server_id` text NOT NULL,
	`guild_id` text NOT NULL,
	`user_id` text,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `one_time_codes_server` ON `one_time_codes` (`server_id`,`kind`);--> statement-breakpoint
CREATE TABLE `shares` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`server_id` text NOT NULL,
	`owner_guild_id` text NOT NULL,
	`guild_id` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`revoked_at` integer,
	`revoked_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shares_active` ON `shares` (`server_id`,`guild_id`) WHERE "shares"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX `shares_guild` ON `shares` (`guild_id`);