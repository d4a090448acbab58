-- Search filters and sorts on facts the in-memory index keeps (decision 054): a change to any of them
-- moves the catalogue version, so every process re-reads them.
DROP TRIGGER properties_bump_catalog_version ON properties;--> statement-breakpoint
CREATE TRIGGER properties_bump_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF status, suspension, occupancy, seats, no_of_guest, name, address, property_type, city_id, category_id,
    price_cents, price_type, booking_mode, latitude, longitude
  ON properties FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER property_services_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON property_services
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER reviews_bump_catalog_version AFTER INSERT OR DELETE OR UPDATE OF star_rating, hidden_at, property_id ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER services_bump_catalog_version AFTER INSERT OR DELETE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER categories_bump_catalog_version AFTER INSERT OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();
