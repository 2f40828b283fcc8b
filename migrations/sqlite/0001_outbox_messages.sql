CREATE TABLE `outbox_messages` (
	`nonce` text PRIMARY KEY NOT NULL,
	`channel_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_messages_channel` ON `outbox_messages` (`channel_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `nonce` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `mention_role_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `error` text;--> statement-breakpoint
CREATE INDEX `outbox_state_created` ON `outbox` (`state`,`created_at`);