-- The twin of SQLite's unmet_searches_version: data_versions.unmet_searches moves on every write
-- to unmet_searches, whoever writes, once per statement: the one input of the admin analytics
-- that the change log does not record (services/analytics/shared-analytics.ts reads both to know
-- when its last answer is still the answer). A version only: nobody listens for it, so no NOTIFY.
INSERT INTO "data_versions" ("name", "version") VALUES ('unmet_searches', 0) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_data_version_quietly"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "unmet_searches_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unmet_searches"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_quietly"('unmet_searches');
