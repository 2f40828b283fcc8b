CREATE TABLE "published_boards" (
	"board_id" integer NOT NULL,
	"slug" text NOT NULL,
	"slug_hash" text NOT NULL,
	"show_names" integer DEFAULT 0 NOT NULL,
	"published_by" text NOT NULL,
	"published_at" bigint NOT NULL,
	CONSTRAINT "published_boards_board_id_pk" PRIMARY KEY("board_id")
);
--> statement-breakpoint
ALTER TABLE "published_boards" ADD CONSTRAINT "published_boards_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "published_boards_slug_hash" ON "published_boards" USING btree ("slug_hash");