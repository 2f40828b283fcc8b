CREATE TABLE `published_boards` (
	`board_id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`slug_hash` text NOT NULL,
	`show_names` integer DEFAULT 0 NOT NULL,
	`published_by` text NOT NULL,
	`published_at` integer NOT NULL,
	FOREIGN KEY (`board_id`) REFERENCES `boards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `published_boards_slug_hash` ON `published_boards` (`slug_hash`);