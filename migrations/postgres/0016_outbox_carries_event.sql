-- The outbox row carries its event: the sender renders from it and no longer reads the inbox.
ALTER TABLE "outbox" ADD COLUMN "event" json;--> statement-breakpoint
-- Rows still to be posted learn their event from the inbox (raw is the event as parsed: its
-- schema keeps every field); a row whose inbox row is gone stays null and is parked, as before.
UPDATE "outbox" SET "event" = "inbox"."raw"::json FROM "inbox" WHERE "inbox"."created_at" = "outbox"."event_created_at" AND "inbox"."event_id" = "outbox"."event_id" AND "outbox"."state" IN ('pending', 'held');
