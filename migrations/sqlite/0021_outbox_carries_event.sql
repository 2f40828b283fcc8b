-- The outbox row carries its event: the sender renders from it and no longer reads the inbox.
ALTER TABLE `outbox` ADD `event` text;--> statement-breakpoint
-- Rows still to be posted learn their event from the inbox (raw is the event as parsed: its
-- schema keeps every field); a row whose inbox row is gone stays null and is parked, as before.
UPDATE `outbox` SET `event` = (SELECT `raw` FROM `inbox` WHERE `inbox`.`created_at` = `outbox`.`event_created_at` AND `inbox`.`event_id` = `outbox`.`event_id`) WHERE `state` IN ('pending', 'held');
