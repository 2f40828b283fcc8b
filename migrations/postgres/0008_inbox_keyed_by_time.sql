-- Each outbox row learns its event's time first, while the inbox can still be read by event id.
ALTER TABLE "outbox" ADD COLUMN "event_created_at" bigint;--> statement-breakpoint
UPDATE "outbox" SET "event_created_at" = "inbox"."created_at" FROM "inbox" WHERE "inbox"."event_id" = "outbox"."event_id";--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_event" ON "inbox" USING btree ("created_at","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_state_event" ON "inbox" USING btree ("event_id") WHERE "inbox"."type" <> 'server.activity';--> statement-breakpoint
ALTER TABLE "inbox" DROP CONSTRAINT "inbox_pkey";
