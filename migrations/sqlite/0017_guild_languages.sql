CREATE TABLE `guild_languages` (
	`guild_id` text PRIMARY KEY NOT NULL,
	`locale` text NOT NULL,
	`set_by` text NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
