-- A booking keeps the cancellation terms it was sold under (decision 071): the policy's name and its
-- rule, copied from the listing when the booking is made. Bookings made before this get the policy
-- their listing has now, with that policy's rule as the code defines it at this migration.
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" "cancellation_policy";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_rule" jsonb;--> statement-breakpoint
-- Filling in what already held is no change to the booking: its updated_at stays as it was.
ALTER TABLE "bookings" DISABLE TRIGGER "bookings_touch_updated_at";--> statement-breakpoint
UPDATE "bookings" AS b
SET "cancellation_policy" = p."cancellation_policy",
  "cancellation_rule" = CASE p."cancellation_policy"
    WHEN 'flessibile' THEN '{"tiers":[{"days_before":1,"percent":100}],"final_percent":50}'::jsonb
    WHEN 'moderata' THEN '{"tiers":[{"days_before":5,"percent":100},{"days_before":1,"percent":50}],"final_percent":0}'::jsonb
    WHEN 'rigida' THEN '{"tiers":[{"days_before":7,"percent":50}],"final_percent":0}'::jsonb
  END
FROM "properties" AS p
WHERE p."id" = b."property_id" AND b."cancellation_rule" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ENABLE TRIGGER "bookings_touch_updated_at";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "cancellation_policy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "cancellation_rule" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_rule_object" CHECK (jsonb_typeof("bookings"."cancellation_rule") = 'object');
