-- Each API process keeps the windows and active bookings of every property in memory for search
-- (decision 015). These let it pick up changes cheaply: a booking row's updated_at always moves
-- when the row changes, and one counter moves whenever windows, a property's booking rules or its searchable text change.
CREATE OR REPLACE FUNCTION scr_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_touch_updated_at BEFORE UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION scr_touch_updated_at();
--> statement-breakpoint
CREATE INDEX bookings_updated_at_idx ON bookings (updated_at);
--> statement-breakpoint
CREATE TABLE catalog_version (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scr_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER availability_windows_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON availability_windows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER properties_bump_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF status, booking_mode, seats, no_of_guest, name, address, property_type, city_id, category_id
  ON properties FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();
