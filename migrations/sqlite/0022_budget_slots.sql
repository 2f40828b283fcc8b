CREATE TABLE `budget_slots` (
	`name` text PRIMARY KEY NOT NULL,
	`next_at` integer NOT NULL
);
