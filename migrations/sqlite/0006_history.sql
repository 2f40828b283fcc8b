-- history_samples and history_rollups are WITHOUT ROWID (added by hand: drizzle-kit cannot say it):
-- the rows live in their primary key's b-tree, not once in a table and again in its index.
CREATE TABLE `history_rollups` (
	`server_key` integer NOT NULL,
	`bucket` integer NOT NULL,
	`cpu_min_tenths` integer,
	`cpu_avg_tenths` integer,
	`cpu_max_tenths` integer,
	`memory_min_kib` integer,
	`memory_avg_kib` integer,
	`memory_max_kib` integer,
	`memory_mb` integer,
	`up_ms` integer NOT NULL,
	`observed_ms` integer NOT NULL,
	PRIMARY KEY(`server_key`, `bucket`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `history_samples` (
	`server_key` integer NOT NULL,
	`at` integer NOT NULL,
	`state` integer NOT NULL,
	`cpu_tenths` integer,
	`memory_kib` integer,
	`disk_kib` integer,
	`rx_bytes` integer,
	`tx_bytes` integer,
	`memory_mb` integer,
	PRIMARY KEY(`server_key`, `at`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `history_servers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`server_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `history_servers_server` ON `history_servers` (`server_id`);