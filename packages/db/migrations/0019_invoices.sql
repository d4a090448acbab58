CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('ready', 'sent', 'delivered', 'not_delivered', 'rejected');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_positive" CHECK ("invoice_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "invoice_kind" NOT NULL,
	"booking_id" integer NOT NULL,
	"refund_id" integer,
	"invoice_id" integer,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"label" text NOT NULL,
	"issue_date" date NOT NULL,
	"customer_name" text NOT NULL,
	"taxable_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"rounding_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"progressive" text NOT NULL,
	"file_name" text NOT NULL,
	"xml" text NOT NULL,
	"status" "invoice_status" DEFAULT 'ready' NOT NULL,
	"status_detail" text,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" >= 1),
	CONSTRAINT "invoices_credit_note_links" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."refund_id" is not null and "invoices"."invoice_id" is not null)),
	CONSTRAINT "invoices_amounts_nonneg" CHECK ("invoices"."taxable_cents" >= 0 and "invoices"."tax_cents" >= 0 and "invoices"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_number_key" ON "invoices" USING btree ("year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_label_key" ON "invoices" USING btree ("label");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_file_name_key" ON "invoices" USING btree ("file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_invoice_per_booking" ON "invoices" USING btree ("booking_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note_per_refund" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","number");--> statement-breakpoint
-- An issued document is a tax record: only its transmission status may change, and it is never deleted
-- (a correction is a credit note). The database refuses anything else, whichever code asks.
CREATE OR REPLACE FUNCTION scr_invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued invoice cannot be deleted (invoice %)', OLD.id;
  END IF;
  IF (NEW.id, NEW.kind, NEW.booking_id, NEW.refund_id, NEW.invoice_id, NEW.year, NEW.number, NEW.label,
      NEW.issue_date, NEW.customer_name, NEW.taxable_cents, NEW.tax_cents, NEW.tax_basis_points,
      NEW.rounding_cents, NEW.total_cents, NEW.progressive, NEW.file_name, NEW.xml, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.kind, OLD.booking_id, OLD.refund_id, OLD.invoice_id, OLD.year, OLD.number, OLD.label,
      OLD.issue_date, OLD.customer_name, OLD.taxable_cents, OLD.tax_cents, OLD.tax_basis_points,
      OLD.rounding_cents, OLD.total_cents, OLD.progressive, OLD.file_name, OLD.xml, OLD.created_at) THEN
    RAISE EXCEPTION 'an issued invoice cannot be changed, only its transmission status (invoice %)', OLD.id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION scr_invoices_immutable();
