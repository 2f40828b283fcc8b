CREATE TABLE `restart_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_key` text NOT NULL,
	`guild_id` text NOT NULL,
	`server_id` text NOT NULL,
	`schedule_id` integer,
	`requested_by` text NOT NULL,
	`message` text,
	`delay_ms` integer,
	`run_at` integer NOT NULL,
	`state` text NOT NULL,
	`next_offset` integer NOT NULL,
	`next_step_at` integer NOT NULL,
	`announced` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`outcome` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restart_runs_key` ON `restart_runs` (`run_key`);--> statement-breakpoint
CREATE INDEX `restart_runs_due` ON `restart_runs` (`state`,`next_step_at`);--> statement-breakpoint
CREATE INDEX `restart_runs_server` ON `restart_runs` (`server_id`,`state`);--> statement-breakpoint
CREATE INDEX `restart_runs_schedule` ON `restart_runs` (`schedule_id`,`state`);--> statement-breakpoint
CREATE TABLE `restart_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guild_id` text NOT NULL,
	`server_id` text NOT NULL,
	`time` text NOT NULL,
	`time_zone` text NOT NULL,
	`days` text DEFAULT '[]' NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `restart_schedules_guild` ON `restart_schedules` (`guild_id`);