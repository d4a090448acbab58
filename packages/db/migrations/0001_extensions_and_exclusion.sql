CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- A whole space can never be held twice for overlapping days (dates are inclusive).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_exclusive"
  EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("exclusive" AND "status" IN ('pending', 'awaiting_transfer', 'booked'));
