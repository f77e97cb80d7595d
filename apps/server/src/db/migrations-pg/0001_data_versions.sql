-- The twin of SQLite's 0001 and 0002: data_versions.stations moves on every write to stations,
-- whoever writes (API, CLI, a restore), so each server's catalogue cache sees the change. Once per
-- statement rather than per row (one bump suffices; a seed of 200 rows is one update). The NOTIFY
-- on channel data_versions (payload: the collection) lets servers that LISTEN refresh at once.
INSERT INTO "data_versions" ("name", "version") VALUES ('stations', 0) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  PERFORM pg_notify('data_versions', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stations_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stations"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('stations');
