-- Secrets every process on one PostgreSQL shares, made once by the first process to start (decision 089).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Every change guests can see tells every API process to drop what it reuses (decision 090), whoever
-- writes it: the app, a console tool, a script. The notice is the app's own signal on its own channel;
-- PostgreSQL folds identical notices of one transaction into one, so the payload names no row.
CREATE OR REPLACE FUNCTION scr_announce(kind text, what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF kind = 'catalogue' THEN
    PERFORM pg_notify('scrivania_chat', '{"type":"catalogue","propertyId":0}');
  ELSE
    PERFORM pg_notify('scrivania_chat', json_build_object('type', 'content', 'what', what)::text);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION scr_listed(property integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM properties WHERE id = property AND status = 'published' AND suspension IS NULL)
$$;--> statement-breakpoint
-- Whatever moves the catalogue version (0022's rules: only listed listings and what hangs on them).
CREATE OR REPLACE FUNCTION scr_announce_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scr_announce('catalogue', NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalog_version_announce AFTER UPDATE ON catalog_version
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_catalogue();--> statement-breakpoint
-- The operator's lists every page draws from: categories, cities, services and their extras, taxes.
CREATE TRIGGER categories_announce AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_catalogue();--> statement-breakpoint
CREATE TRIGGER cities_announce AFTER INSERT OR UPDATE OR DELETE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_catalogue();--> statement-breakpoint
CREATE TRIGGER services_announce AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_catalogue();--> statement-breakpoint
CREATE TRIGGER service_extras_announce AFTER INSERT OR UPDATE OR DELETE ON service_extras
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_catalogue();--> statement-breakpoint
CREATE TRIGGER taxes_announce AFTER INSERT OR UPDATE OR DELETE ON taxes
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_catalogue();--> statement-breakpoint
-- A row hanging on a listing (its bookings, photos, reviews): announced when that listing is listed,
-- before or after the change. A draft's rows announce nothing (decision 072).
CREATE OR REPLACE FUNCTION scr_announce_listed_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'DELETE' AND scr_listed(NEW.property_id))
    OR (TG_OP <> 'INSERT' AND scr_listed(OLD.property_id)) THEN
    PERFORM scr_announce('catalogue', NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A booking takes or frees dates when it is made or removed, or when its status (a hold lapsing,
-- a request accepted or declined, a payment, a cancellation), dates or hold change.
CREATE TRIGGER bookings_announce_insert_delete AFTER INSERT OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION scr_announce_listed_row();--> statement-breakpoint
CREATE TRIGGER bookings_announce_update AFTER UPDATE ON bookings
  FOR EACH ROW WHEN (
    (OLD.status, OLD.start_date, OLD.end_date, OLD.hold_expires_at, OLD.property_id)
      IS DISTINCT FROM (NEW.status, NEW.start_date, NEW.end_date, NEW.hold_expires_at, NEW.property_id)
  ) EXECUTE FUNCTION scr_announce_listed_row();--> statement-breakpoint
CREATE TRIGGER property_images_announce AFTER INSERT OR UPDATE OR DELETE ON property_images
  FOR EACH ROW EXECUTE FUNCTION scr_announce_listed_row();--> statement-breakpoint
CREATE TRIGGER reviews_announce AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION scr_announce_listed_row();--> statement-breakpoint
-- A listed listing's page shows more than search reads (its description, rules, page title): any
-- change of a row listed before or after. Inserts and deletes move the version already.
CREATE OR REPLACE FUNCTION scr_announce_listed_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scr_announce('catalogue', NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_announce_update AFTER UPDATE ON properties
  FOR EACH ROW WHEN (
    ((OLD.status = 'published' AND OLD.suspension IS NULL) OR (NEW.status = 'published' AND NEW.suspension IS NULL))
    AND OLD.* IS DISTINCT FROM NEW.*
  ) EXECUTE FUNCTION scr_announce_listed_property();--> statement-breakpoint
-- A name or picture shown on pages: a listed listing's host, or the author of a review on one.
CREATE OR REPLACE FUNCTION scr_announce_shown_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM properties p WHERE p.host_id = NEW.id AND p.status = 'published' AND p.suspension IS NULL)
    OR EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = NEW.id AND scr_listed(r.property_id)) THEN
    PERFORM scr_announce('catalogue', NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_announce_shown_name AFTER UPDATE ON users
  FOR EACH ROW WHEN ((OLD.name, OLD.avatar) IS DISTINCT FROM (NEW.name, NEW.avatar))
  EXECUTE FUNCTION scr_announce_shown_user();--> statement-breakpoint
-- The site's content: pages, FAQ, help, footer, sections, SEO texts. Only the operator writes them.
CREATE OR REPLACE FUNCTION scr_announce_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scr_announce('content', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER page_sections_announce AFTER INSERT OR UPDATE OR DELETE ON page_sections
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER seo_pages_announce AFTER INSERT OR UPDATE OR DELETE ON seo_pages
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER footer_content_announce AFTER INSERT OR UPDATE OR DELETE ON footer_content
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER about_content_announce AFTER INSERT OR UPDATE OR DELETE ON about_content
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER contact_page_content_announce AFTER INSERT OR UPDATE OR DELETE ON contact_page_content
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER contact_page_headings_announce AFTER INSERT OR UPDATE OR DELETE ON contact_page_headings
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER faqs_announce AFTER INSERT OR UPDATE OR DELETE ON faqs
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER help_center_articles_announce AFTER INSERT OR UPDATE OR DELETE ON help_center_articles
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER help_center_heading_announce AFTER INSERT OR UPDATE OR DELETE ON help_center_heading
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER help_center_categories_announce AFTER INSERT OR UPDATE OR DELETE ON help_center_categories
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER legal_pages_announce AFTER INSERT OR UPDATE OR DELETE ON legal_pages
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
CREATE TRIGGER become_host_content_announce AFTER INSERT OR UPDATE OR DELETE ON become_host_content
  FOR EACH STATEMENT EXECUTE FUNCTION scr_announce_content();--> statement-breakpoint
-- Guests send testimonials; only an approved one is on the site, so only its writes announce.
CREATE OR REPLACE FUNCTION scr_announce_testimonial() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'DELETE' AND NEW.status = 'approved') OR (TG_OP <> 'INSERT' AND OLD.status = 'approved') THEN
    PERFORM scr_announce('content', 'testimonials');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER testimonials_announce AFTER INSERT OR UPDATE OR DELETE ON testimonials
  FOR EACH ROW EXECUTE FUNCTION scr_announce_testimonial();
