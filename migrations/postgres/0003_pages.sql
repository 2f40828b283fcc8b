CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"server_id" text NOT NULL,
	"cursors" jsonb NOT NULL,
	"used_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pages_used" ON "pages" USING btree ("used_at");