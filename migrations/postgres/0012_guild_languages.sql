CREATE TABLE "guild_languages" (
	"guild_id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" bigint DEFAULT ((extract(epoch from now()) * 1000)::bigint) NOT NULL
);
