CREATE TABLE "payout_batch_transfers" (
	"batch_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"iban" text NOT NULL,
	"account_holder" text NOT NULL,
	"booking_nos" text[] NOT NULL,
	CONSTRAINT "payout_batch_transfers_batch_id_host_id_pk" PRIMARY KEY("batch_id","host_id"),
	CONSTRAINT "payout_batch_transfers_positive" CHECK ("payout_batch_transfers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requested_on" date NOT NULL,
	"transfer_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payout_batches_positive" CHECK ("payout_batches"."transfer_count" > 0 AND "payout_batches"."total_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "payout_batch_transfers" ADD CONSTRAINT "payout_batch_transfers_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batch_transfers" ADD CONSTRAINT "payout_batch_transfers_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id") WHERE "payouts"."batch_id" IS NOT NULL;