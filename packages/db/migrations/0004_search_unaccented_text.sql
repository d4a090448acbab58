-- Keep search_text already lower-cased and unaccented, so neither the trigram index nor its
-- recheck has to call unaccent() for every candidate row at query time.
DROP INDEX IF EXISTS properties_search_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_search_vector_idx;
--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_vector";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scr_property_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := scr_unaccent(lower(concat_ws(' ',
    NEW.name, NEW.address, NEW.property_type,
    (SELECT name FROM cities WHERE id = NEW.city_id),
    (SELECT name FROM categories WHERE id = NEW.category_id))));
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE properties SET name = name;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('italian', "search_text")) STORED;
--> statement-breakpoint
CREATE INDEX properties_search_vector_idx ON properties USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX properties_search_trgm_idx ON properties USING gin (search_text gin_trgm_ops);
