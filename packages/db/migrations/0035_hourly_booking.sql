CREATE TYPE "public"."booking_unit" AS ENUM('day', 'hour');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "booking_unit" "booking_unit" DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "min_hours" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "slot_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "min_notice_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "max_days_ahead" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_property_starts_idx" ON "bookings" USING btree ("property_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_range" CHECK (("bookings"."starts_at" IS NULL AND "bookings"."ends_at" IS NULL AND "bookings"."blocked_until" IS NULL) OR ("bookings"."starts_at" < "bookings"."ends_at" AND "bookings"."ends_at" <= "bookings"."blocked_until" AND "bookings"."start_date" = "bookings"."end_date"));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_slot_minutes" CHECK ("properties"."slot_minutes" IN (30, 60));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hourly_terms" CHECK ("properties"."min_hours" BETWEEN 1 AND 24 AND "properties"."buffer_minutes" BETWEEN 0 AND 120 AND "properties"."min_notice_hours" BETWEEN 0 AND 720 AND "properties"."max_days_ahead" BETWEEN 1 AND 730);--> statement-breakpoint
-- Hourly bookings share their day with others (decision 105): the daily constraint leaves them to their
-- own, over the booked time range extended by the listing's buffer, so no two can ever overlap.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap_exclusive";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_exclusive"
  EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("exclusive" AND "starts_at" IS NULL AND "status" IN ('requested', 'pending', 'awaiting_transfer', 'booked'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_exclusive_hourly"
  EXCLUDE USING gist ("property_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&)
  WHERE ("exclusive" AND "starts_at" IS NOT NULL AND "status" IN ('requested', 'pending', 'awaiting_transfer', 'booked'));
