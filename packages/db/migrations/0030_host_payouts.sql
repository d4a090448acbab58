CREATE TYPE "public"."payout_status" AS ENUM('scheduled', 'due', 'in_batch', 'paid', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payout_method" AS ENUM('stripe', 'sepa');--> statement-breakpoint
CREATE TYPE "public"."payout_kind" AS ENUM('booking', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."payout_legal_type" AS ENUM('individual', 'company');--> statement-breakpoint
CREATE TYPE "public"."payout_account_status" AS ENUM('pending', 'enabled', 'restricted');--> statement-breakpoint
-- One row of the platform's own settings, edited in the console (issue 31: the commission).
CREATE TABLE "platform_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"commission_basis_points" integer DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_one_row" CHECK ("platform_settings"."id"),
	CONSTRAINT "platform_settings_commission_range" CHECK ("platform_settings"."commission_basis_points" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
INSERT INTO "platform_settings" ("id") VALUES (true);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
-- A booking keeps the commission in force when it was made, whoever inserts it (decision 097).
CREATE OR REPLACE FUNCTION scr_booking_commission_in_force() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.commission_basis_points := coalesce(
    (SELECT commission_basis_points FROM platform_settings WHERE id), NEW.commission_basis_points);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_commission_in_force BEFORE INSERT ON bookings
  FOR EACH ROW EXECUTE FUNCTION scr_booking_commission_in_force();--> statement-breakpoint
CREATE TABLE "host_payout_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"legal_type" "payout_legal_type" NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"tax_code" text NOT NULL,
	"vat_number" text,
	"birth_date" date,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text DEFAULT 'IT' NOT NULL,
	"iban" text NOT NULL,
	"account_holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_payout_profile_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_payout_profile_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"changed_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"fields" text[] NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_payout_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"status" "payout_account_status" DEFAULT 'pending' NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state_at" timestamp with time zone,
	"link_hash" text,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_payout_accounts_provider" CHECK ("host_payout_accounts"."provider" IN ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" "payout_kind" DEFAULT 'booking' NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"due_on" date NOT NULL,
	"status" "payout_status" DEFAULT 'scheduled' NOT NULL,
	"method" "payout_method" DEFAULT 'sepa' NOT NULL,
	"hold_reason" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"transfer_started_at" timestamp with time zone,
	"transfer_id" text,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_net_is_gross_less_commission" CHECK ("payouts"."net_cents" = "payouts"."gross_cents" - "payouts"."commission_cents"),
	CONSTRAINT "payouts_booking_line_not_negative" CHECK ("payouts"."kind" = 'adjustment' OR "payouts"."gross_cents" >= 0),
	CONSTRAINT "payouts_hold_reason" CHECK ("payouts"."hold_reason" IN ('profile_incomplete'))
);
--> statement-breakpoint
ALTER TABLE "host_payout_profiles" ADD CONSTRAINT "host_payout_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_payout_profile_changes" ADD CONSTRAINT "host_payout_profile_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_payout_profile_changes" ADD CONSTRAINT "host_payout_profile_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_payout_accounts" ADD CONSTRAINT "host_payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_payout_profile_changes_user_idx" ON "host_payout_profile_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "host_payout_accounts_account_key" ON "host_payout_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "host_payout_accounts_link_key" ON "host_payout_accounts" USING btree ("link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_per_booking" ON "payouts" USING btree ("booking_id") WHERE "payouts"."kind" = 'booking';--> statement-breakpoint
CREATE INDEX "payouts_booking_idx" ON "payouts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_host_due_idx" ON "payouts" USING btree ("host_id","due_on","id");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","due_on") WHERE "payouts"."status" IN ('scheduled', 'due', 'failed');--> statement-breakpoint
-- A payout's transfer names the guest's charge, read from its payment's recorded events.
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
-- Bookings paid before payouts existed owe their hosts too: one line each, at the default commission,
-- less what was refunded or is being refunded; the daily job pays them like any other.
INSERT INTO "payouts" ("host_id", "booking_id", "commission_basis_points", "gross_cents", "commission_cents", "net_cents", "currency", "due_on", "status")
SELECT p.host_id, b.id, b.commission_basis_points, split.gross,
  (split.gross::bigint * b.commission_basis_points + 5000) / 10000,
  split.gross - (split.gross::bigint * b.commission_basis_points + 5000) / 10000,
  b.currency, b.start_date + 1,
  CASE WHEN split.gross = 0 THEN 'cancelled'::payout_status ELSE 'scheduled'::payout_status END
FROM bookings b
JOIN properties p ON p.id = b.property_id
JOIN payments pay ON pay.booking_id = b.id AND pay.status = 'succeeded'
CROSS JOIN LATERAL (
  SELECT greatest(pay.amount_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r
    WHERE r.booking_id = b.id AND r.status <> 'failed'), 0), 0)::integer AS gross
) AS split
WHERE pay.amount_cents > 0;
