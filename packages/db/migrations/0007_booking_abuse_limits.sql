ALTER TABLE "coupons" ADD COLUMN "usage_limit_per_user" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limit_per_user_positive" CHECK ("coupons"."usage_limit_per_user" >= 1);