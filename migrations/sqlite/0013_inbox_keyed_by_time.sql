-- Each outbox row learns its event's time first, while the inbox can still be read by event id.
ALTER TABLE `outbox` ADD `event_created_at` integer;--> statement-breakpoint
UPDATE `outbox` SET `event_created_at` = (SELECT `created_at` FROM `inbox` WHERE `inbox`.`event_id` = `outbox`.`event_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_inbox` (
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`server_id` text,
	`created_at` integer NOT NULL,
	`received_at` integer NOT NULL,
	`source` text NOT NULL,
	`raw` text NOT NULL,
	`dispatched_at` integer
);
--> statement-breakpoint
-- With their rowids: events of the same time are routed in arrival order (rowid).
INSERT INTO `__new_inbox`("rowid", "event_id", "type", "server_id", "created_at", "received_at", "source", "raw", "dispatched_at") SELECT "rowid", "event_id", "type", "server_id", "created_at", "received_at", "source", "raw", "dispatched_at" FROM `inbox` ORDER BY "rowid";--> statement-breakpoint
DROP TABLE `inbox`;--> statement-breakpoint
ALTER TABLE `__new_inbox` RENAME TO `inbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `inbox_event` ON `inbox` (`created_at`,`event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `inbox_state_event` ON `inbox` (`event_id`) WHERE "inbox"."type" <> 'server.activity';--> statement-breakpoint
CREATE INDEX `inbox_pending` ON `inbox` (`created_at`) WHERE "inbox"."dispatched_at" IS NULL;--> statement-breakpoint
CREATE INDEX `inbox_received` ON `inbox` (`received_at`);
