CREATE TABLE `component_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`secret` text NOT NULL,
	`created_at` integer NOT NULL
);
