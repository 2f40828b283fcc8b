CREATE TABLE "cooldowns" (
	"key" text PRIMARY KEY NOT NULL,
	"until" bigint NOT NULL,
	"origin" text
);
