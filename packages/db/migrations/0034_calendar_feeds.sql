CREATE TABLE "external_calendar_events" (
	"calendar_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"uid" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "external_calendar_events_calendar_id_uid_pk" PRIMARY KEY("calendar_id","uid"),
	CONSTRAINT "external_calendar_events_order" CHECK ("external_calendar_events"."end_date" >= "external_calendar_events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "calendar_feed_token" text DEFAULT encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex') NOT NULL;--> statement-breakpoint
ALTER TABLE "external_calendar_events" ADD CONSTRAINT "external_calendar_events_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendar_events" ADD CONSTRAINT "external_calendar_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_calendar_events_property_idx" ON "external_calendar_events" USING btree ("property_id","end_date");--> statement-breakpoint
CREATE INDEX "external_calendars_property_idx" ON "external_calendars" USING btree ("property_id");--> statement-breakpoint
-- Imported busy days close a listing's dates like its closed days: they move the catalogue version the same way.
CREATE TRIGGER external_calendar_events_bump_catalog_version_insert AFTER INSERT ON external_calendar_events
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
CREATE TRIGGER external_calendar_events_bump_catalog_version_update AFTER UPDATE ON external_calendar_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
CREATE TRIGGER external_calendar_events_bump_catalog_version_delete AFTER DELETE ON external_calendar_events
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();
