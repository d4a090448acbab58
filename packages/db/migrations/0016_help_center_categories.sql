CREATE TABLE "help_center_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_center_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_center_articles" ADD COLUMN "category_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "help_center_categories_name_lower_key" ON "help_center_categories" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "help_center_articles" ADD CONSTRAINT "help_center_articles_category_id_help_center_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_center_categories"("id") ON DELETE restrict ON UPDATE no action;