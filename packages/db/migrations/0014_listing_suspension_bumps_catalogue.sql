-- A suspension takes a listing out of search like a status change, so it moves the catalogue version too.
DROP TRIGGER properties_bump_catalog_version ON properties;--> statement-breakpoint
CREATE TRIGGER properties_bump_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF status, suspension, occupancy, seats, no_of_guest, name, address, property_type, city_id, category_id
  ON properties FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version();
