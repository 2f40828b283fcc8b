CREATE TABLE `cooldowns` (
	`key` text PRIMARY KEY NOT NULL,
	`until` integer NOT NULL,
	`origin` text
);
