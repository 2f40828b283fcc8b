DROP INDEX `inbox_pending`;--> statement-breakpoint
CREATE INDEX `inbox_pending` ON `inbox` (`created_at`) WHERE "inbox"."dispatched_at" IS NULL;