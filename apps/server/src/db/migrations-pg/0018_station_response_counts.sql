-- The twin of SQLite's station response counters: station_requests.response_ms per tenth of an
-- hour, counted as order_count_deltas rows (see 0006), in the first actions' buckets (0012).
INSERT INTO "order_counts" ("kind", "key", "n")
SELECT 'station_response', "order_first_action_bucket"("response_ms"), count(*) FROM "station_requests" WHERE "response_ms" IS NOT NULL GROUP BY 2;
--> statement-breakpoint
CREATE FUNCTION "station_response_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."response_ms" IS NOT NULL THEN
    INSERT INTO "order_count_deltas" ("kind", "key", "n") VALUES ('station_response', "order_first_action_bucket"(OLD."response_ms"), -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."response_ms" IS NOT NULL THEN
    INSERT INTO "order_count_deltas" ("kind", "key", "n") VALUES ('station_response', "order_first_action_bucket"(NEW."response_ms"), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "station_requests_response_count" AFTER INSERT OR DELETE OR UPDATE OF "response_ms" ON "station_requests"
FOR EACH ROW EXECUTE FUNCTION "station_response_count"();
