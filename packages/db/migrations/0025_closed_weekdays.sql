-- Weekdays a listing is closed every week (decision 088): bit n - 1 for ISO weekday n (Monday = 1), so
-- one set has one spelling and search tests it with one AND. Existing listings stay open every day.
ALTER TABLE properties ADD COLUMN closed_weekdays smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE properties ADD CONSTRAINT properties_closed_weekdays_mask CHECK (closed_weekdays BETWEEN 0 AND 127);--> statement-breakpoint
-- Moves the catalogue version when a listed row's weekly closing changes, so every process reads its
-- availability again and drops reused answers. A trigger of its own rather than one more column in
-- the listing trigger's list, which other changes also rewrite: with a column list PostgreSQL allows
-- no transition tables, hence the comparison here.
CREATE OR REPLACE FUNCTION scr_bump_catalog_version_for_closed_weekdays() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE ((o.status = 'published' AND o.suspension IS NULL) OR (n.status = 'published' AND n.suspension IS NULL))
    AND o.closed_weekdays IS DISTINCT FROM n.closed_weekdays
  LIMIT 1;
  IF FOUND THEN
    UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_bump_catalog_version_closed_weekdays AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scr_bump_catalog_version_for_closed_weekdays();
