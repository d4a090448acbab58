-- Only a change guests can see moves the catalogue version (decision 072): a listing that is or was
-- published and not suspended, or what hangs on one. A host saving a draft no longer makes every
-- process read the whole catalogue again. Each statement still moves it at most once; transition
-- tables take one event per trigger, hence three triggers per table.
CREATE OR REPLACE FUNCTION scr_bump_catalog_version_for_listed_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM new_rows n WHERE n.status = 'published' AND n.suspension IS NULL LIMIT 1;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM old_rows o WHERE o.status = 'published' AND o.suspension IS NULL LIMIT 1;
  ELSE
    -- The columns search filters, sorts, matches and draws its cards from (decisions 054, 057).
    PERFORM 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE ((o.status = 'published' AND o.suspension IS NULL) OR (n.status = 'published' AND n.suspension IS NULL))
      AND (o.status, o.suspension, o.occupancy, o.seats, o.no_of_guest, o.name, o.address, o.property_type,
           o.city_id, o.category_id, o.price_cents, o.price_type, o.booking_mode, o.latitude, o.longitude,
           o.created_at, o.thumb_image, o.property_size, o.price_charge_type, o.discount_type, o.discount_value,
           o.search_text)
        IS DISTINCT FROM
          (n.status, n.suspension, n.occupancy, n.seats, n.no_of_guest, n.name, n.address, n.property_type,
           n.city_id, n.category_id, n.price_cents, n.price_type, n.booking_mode, n.latitude, n.longitude,
           n.created_at, n.thumb_image, n.property_size, n.price_charge_type, n.discount_type, n.discount_value,
           n.search_text)
    LIMIT 1;
  END IF;
  IF FOUND THEN
    UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A listing's windows, closed days and services: moved when the listing they belong to is listed now.
-- A listing that stops being listed moves the version through its own row.
CREATE OR REPLACE FUNCTION scr_bump_catalog_version_for_listed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM 1 FROM new_rows r JOIN properties p ON p.id = r.property_id
    WHERE p.status = 'published' AND p.suspension IS NULL LIMIT 1;
  END IF;
  IF NOT FOUND AND TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM 1 FROM old_rows r JOIN properties p ON p.id = r.property_id
    WHERE p.status = 'published' AND p.suspension IS NULL LIMIT 1;
  END IF;
  IF FOUND THEN
    UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER properties_bump_catalog_version ON properties;--> statement-breakpoint
CREATE TRIGGER properties_bump_catalog_version_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_properties();--> statement-breakpoint
CREATE TRIGGER properties_bump_catalog_version_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_properties();--> statement-breakpoint
CREATE TRIGGER properties_bump_catalog_version_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_properties();--> statement-breakpoint
DROP TRIGGER availability_windows_bump_catalog_version ON availability_windows;--> statement-breakpoint
CREATE TRIGGER availability_windows_bump_catalog_version_insert AFTER INSERT ON availability_windows
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
CREATE TRIGGER availability_windows_bump_catalog_version_update AFTER UPDATE ON availability_windows
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
CREATE TRIGGER availability_windows_bump_catalog_version_delete AFTER DELETE ON availability_windows
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
DROP TRIGGER availability_closed_days_bump_catalog_version ON availability_closed_days;--> statement-breakpoint
CREATE TRIGGER availability_closed_days_bump_catalog_version_insert AFTER INSERT ON availability_closed_days
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
CREATE TRIGGER availability_closed_days_bump_catalog_version_update AFTER UPDATE ON availability_closed_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
CREATE TRIGGER availability_closed_days_bump_catalog_version_delete AFTER DELETE ON availability_closed_days
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
DROP TRIGGER property_services_bump_catalog_version ON property_services;--> statement-breakpoint
CREATE TRIGGER property_services_bump_catalog_version_insert AFTER INSERT ON property_services
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
CREATE TRIGGER property_services_bump_catalog_version_update AFTER UPDATE ON property_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();--> statement-breakpoint
CREATE TRIGGER property_services_bump_catalog_version_delete AFTER DELETE ON property_services
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_listed_rows();
