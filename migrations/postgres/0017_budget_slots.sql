CREATE TABLE "budget_slots" (
	"name" text PRIMARY KEY NOT NULL,
	"next_at" bigint NOT NULL
);
