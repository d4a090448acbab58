CREATE TYPE "public"."booking_status" AS ENUM('pending', 'awaiting_transfer', 'booked', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."coupon_amount_type" AS ENUM('amount', 'percentage');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('paypal', 'stripe', 'wireTransfer');--> statement-breakpoint
CREATE TYPE "public"."tax_type" AS ENUM('VAT', 'GST');--> statement-breakpoint
CREATE TYPE "public"."booking_mode" AS ENUM('exclusive', 'shared');--> statement-breakpoint
CREATE TYPE "public"."contact_topic" AS ENUM('day-office', 'sale-riunioni', 'diventare-host', 'coworking', 'altro');--> statement-breakpoint
CREATE TYPE "public"."legal_page_kind" AS ENUM('privacy', 'terms');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'paypal', 'card_sandbox', 'paypal_sandbox', 'bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'pending', 'succeeded', 'failed', 'refused');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('amount', 'percent');--> statement-breakpoint
CREATE TYPE "public"."price_type" AS ENUM('person', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."user_gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('visitor', 'host', 'admin');--> statement-breakpoint
CREATE TABLE "booking_services" (
	"booking_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"service_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "booking_services_booking_id_service_id_pk" PRIMARY KEY("booking_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "booking_taxes" (
	"booking_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	"percent_basis_points" integer NOT NULL,
	CONSTRAINT "booking_taxes_booking_id_tax_id_pk" PRIMARY KEY("booking_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"exclusive" boolean NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"guests" integer NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payment_method" "payment_method",
	"property_amount_cents" integer NOT NULL,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"services_amount_cents" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"coupon_amount_cents" integer DEFAULT 0 NOT NULL,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"total_tax_cents" integer DEFAULT 0 NOT NULL,
	"payable_amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"email" text NOT NULL,
	"mobile_no" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"pec" text,
	"sdi" text,
	"tax_id_code" text,
	"special_request" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_dates_order" CHECK ("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_guests_positive" CHECK ("bookings"."guests" >= 1),
	CONSTRAINT "bookings_amount_nonneg" CHECK ("bookings"."payable_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"amount_type" "coupon_amount_type" NOT NULL,
	"amount" integer NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"usage_limit" integer,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_nonneg" CHECK ("coupons"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tax_type" "tax_type" NOT NULL,
	"label" text NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"hidden_from_menu" boolean DEFAULT false NOT NULL,
	"booking_mode" "booking_mode" DEFAULT 'exclusive' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"page_title" text,
	"meta_desc" text,
	"keywords" text
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"photo" text,
	"popular" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"page_title" text,
	"meta_desc" text,
	"keywords" text
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_not_self" CHECK ("chat_messages"."sender_id" <> "chat_messages"."receiver_id"),
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "about_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"photo" text,
	"title" text NOT NULL,
	"short_desc" text NOT NULL,
	"year_of_exp" integer NOT NULL,
	"total_rented_property" integer NOT NULL,
	"happy_customer" integer NOT NULL,
	"total_listed_property" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "become_host_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL,
	"content" text NOT NULL,
	"footer_heading" text NOT NULL,
	"footer_content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"topic" "contact_topic" NOT NULL,
	"privacy_consent" boolean NOT NULL,
	"offers_and_communications" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_page_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"image" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"extra_content" text,
	"extra_content_2" text,
	"phone" text,
	"support_email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_page_headings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_page_headings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"image" text,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"company_desc" text NOT NULL,
	"company_logo" text,
	"facebook_link" text,
	"instagram_link" text,
	"linkedin_link" text,
	"twitter_link" text
);
--> statement-breakpoint
CREATE TABLE "help_center_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_center_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"short_desc" text NOT NULL,
	"description" text NOT NULL,
	"photo" text,
	"page_title" text,
	"meta_desc" text,
	"keywords" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_center_heading" (
	"id" integer PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"sub_heading" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_pages" (
	"kind" "legal_page_kind" PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short_desc" text,
	"photo" text,
	"heading_1" text,
	"heading_2" text,
	"heading_3" text,
	"heading_4" text,
	"heading_5" text,
	"heading_6" text,
	"image_1" text,
	"image_2" text,
	"image_3" text,
	"title_1" text,
	"title_2" text,
	"title_3" text,
	"short_desc_1" text,
	"short_desc_2" text,
	"short_desc_3" text
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"page" text PRIMARY KEY NOT NULL,
	"page_title" text NOT NULL,
	"meta_desc" text NOT NULL,
	"keywords" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" integer,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" "payment_status" NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_nonneg" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "availability_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "availability_windows_order" CHECK ("availability_windows"."end_date" >= "availability_windows"."start_date")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"property_type" text NOT NULL,
	"thumb_image" text,
	"address" text NOT NULL,
	"no_of_guest" integer NOT NULL,
	"booking_mode" "booking_mode" DEFAULT 'exclusive' NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"property_size" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"price_type" "price_type" NOT NULL,
	"price_charge_type" text DEFAULT 'giorno' NOT NULL,
	"discount_type" "discount_type",
	"discount_value" integer,
	"desc" text DEFAULT '' NOT NULL,
	"map_link" text,
	"page_title" text,
	"meta_desc" text,
	"keywords" text,
	"recommended" boolean DEFAULT false NOT NULL,
	"status" "property_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_price_nonneg" CHECK ("properties"."price_cents" >= 0),
	CONSTRAINT "properties_guests_positive" CHECK ("properties"."no_of_guest" >= 1),
	CONSTRAINT "properties_seats_positive" CHECK ("properties"."seats" >= 1),
	CONSTRAINT "properties_discount_consistent" CHECK (("properties"."discount_type" IS NULL) = ("properties"."discount_value" IS NULL) AND coalesce("properties"."discount_value", 0) >= 0 AND ("properties"."discount_type" IS DISTINCT FROM 'percent' OR "properties"."discount_value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"alt" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_services" (
	"property_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "property_services_property_id_service_id_pk" PRIMARY KEY("property_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_extras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_extras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"icon" text,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"icon" text,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"star_rating" smallint NOT NULL,
	"review" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_star_range" CHECK ("reviews"."star_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"title" text NOT NULL,
	"short_desc" text NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"star_rating" smallint NOT NULL,
	"email" text NOT NULL,
	"user_img" text,
	"approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_star_range" CHECK ("testimonials"."star_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "oauth_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" "user_role" DEFAULT 'visitor' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"avatar" text,
	"cover_img" text,
	"mobile_no" text,
	"dob" date,
	"gender" "user_gender",
	"address" text,
	"desc" text,
	"account_holder_name" text,
	"bank_name" text,
	"bank_account_no" text,
	"ifsc_code" text,
	"upi_id" text,
	"swift_code" text,
	"bank_address" text,
	"company_name" text,
	"company_contact_no" text,
	"gst_no" text,
	"vat_no" text,
	"sdi" text,
	"pec" text,
	"company_address" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_taxes" ADD CONSTRAINT "booking_taxes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_taxes" ADD CONSTRAINT "booking_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_extras" ADD CONSTRAINT "service_extras_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_accounts" ADD CONSTRAINT "oauth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_no_key" ON "bookings" USING btree ("booking_no");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_property_dates_idx" ON "bookings" USING btree ("property_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_upper_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_key" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_idx" ON "chat_messages" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id"),"id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("receiver_id","sender_id") WHERE "chat_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "availability_windows_property_idx" ON "availability_windows" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE INDEX "properties_category_idx" ON "properties" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "properties_host_idx" ON "properties" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "properties_recommended_idx" ON "properties" USING btree ("recommended","status");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","sort_order");--> statement-breakpoint
CREATE INDEX "property_services_service_idx" ON "property_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_extras_service_idx" ON "service_extras" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_property_user_key" ON "reviews" USING btree ("property_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_property_created_idx" ON "reviews" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_approved_idx" ON "testimonials" USING btree ("approved","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_accounts_provider_user_key" ON "oauth_accounts" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE INDEX "oauth_accounts_user_idx" ON "oauth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));