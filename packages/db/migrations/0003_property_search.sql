-- unaccent() is only STABLE (its dictionary could change); this fixed-dictionary wrapper is IMMUTABLE so it can feed indexes.
CREATE OR REPLACE FUNCTION scr_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('italian', scr_unaccent("search_text"))) STORED;
--> statement-breakpoint
-- What search matches: name, address, city and category, kept in one column by this trigger.
CREATE OR REPLACE FUNCTION scr_property_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ',
    NEW.name, NEW.address, NEW.property_type,
    (SELECT name FROM cities WHERE id = NEW.city_id),
    (SELECT name FROM categories WHERE id = NEW.category_id)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_search_text BEFORE INSERT OR UPDATE OF name, address, property_type, city_id, category_id
  ON properties FOR EACH ROW EXECUTE FUNCTION scr_property_search_text();
--> statement-breakpoint
UPDATE properties SET name = name;
--> statement-breakpoint
CREATE INDEX properties_search_vector_idx ON properties USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX properties_search_trgm_idx ON properties USING gin (scr_unaccent(search_text) gin_trgm_ops);
