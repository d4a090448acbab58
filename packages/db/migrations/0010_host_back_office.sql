-- Whole space or seats is now called occupancy; booking_mode is how a listing is booked (instant or on request).
ALTER TYPE "public"."booking_mode" RENAME TO "occupancy";--> statement-breakpoint
ALTER TABLE "categories" RENAME COLUMN "booking_mode" TO "occupancy";--> statement-breakpoint
ALTER TABLE "properties" RENAME COLUMN "booking_mode" TO "occupancy";--> statement-breakpoint
CREATE TYPE "public"."booking_mode" AS ENUM('instant', 'request');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "booking_mode" "booking_mode" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_coordinates_range" CHECK (("properties"."latitude" IS NULL OR "properties"."latitude" BETWEEN -90 AND 90) AND ("properties"."longitude" IS NULL OR "properties"."longitude" BETWEEN -180 AND 180));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_published_priced" CHECK ("properties"."status" = 'draft' OR "properties"."price_cents" > 0);--> statement-breakpoint
-- The booking statuses gain requested and declined. The type is rebuilt rather than extended: a value
-- added by ALTER TYPE cannot be used in the transaction that adds it, and the exclusion constraint
-- below must name 'requested', which holds its dates.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap_exclusive";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TYPE "public"."booking_status" RENAME TO "booking_status_before_requests";--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'pending', 'awaiting_transfer', 'booked', 'declined', 'expired', 'cancelled');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."booking_status" USING "status"::text::"public"."booking_status";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
DROP TYPE "public"."booking_status_before_requests";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_exclusive"
  EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("exclusive" AND "status" IN ('requested', 'pending', 'awaiting_transfer', 'booked'));--> statement-breakpoint
CREATE TABLE "booking_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "availability_closed_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "availability_closed_days_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_closed_days" ADD CONSTRAINT "availability_closed_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_changes_booking_idx" ON "booking_status_changes" USING btree ("booking_id","at");--> statement-breakpoint
-- Every status a booking takes from now on, its creation included, is recorded here whoever writes it.
-- The writer names who acted and why with transaction-local settings; a booking's creation defaults
-- to its guest, and a change nobody names (a lapsed hold) has no actor.
CREATE OR REPLACE FUNCTION scr_record_booking_status() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := nullif(current_setting('scrivania.actor_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_status_changes (booking_id, from_status, to_status, actor_user_id, reason)
    VALUES (NEW.id, NULL, NEW.status, coalesce(actor, NEW.user_id), nullif(current_setting('scrivania.status_reason', true), ''));
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO booking_status_changes (booking_id, from_status, to_status, actor_user_id, reason)
    VALUES (NEW.id, OLD.status, NEW.status, actor, nullif(current_setting('scrivania.status_reason', true), ''));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_record_status AFTER INSERT OR UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION scr_record_booking_status();--> statement-breakpoint
-- Closed days change availability like windows do: the in-memory index (decision 015) reloads on them.
CREATE TRIGGER availability_closed_days_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON availability_closed_days
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();--> statement-breakpoint
DROP TRIGGER properties_bump_catalog_version ON properties;--> statement-breakpoint
CREATE TRIGGER properties_bump_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF status, occupancy, seats, no_of_guest, name, address, property_type, city_id, category_id
  ON properties FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();
