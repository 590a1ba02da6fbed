CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand below this line (drizzle-kit generates neither data nor triggers); see
-- docs/decisions/160-catalogue-answers-cached.md.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Once per transaction: the first of its deferred row events (or its TRUNCATE) bumps the
-- version and marks the transaction; the setting is local, so it ends with the transaction.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('jutexx.catalogue_bumped', true), '') <> 'on' THEN
    PERFORM set_config('jutexx.catalogue_bumped', 'on', true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to the commit: the version row is locked only while the change commits, and a
-- change rolled back never fires it.
CREATE CONSTRAINT TRIGGER "products_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
