-- The twin of SQLite's order_counts triggers (see schema/order-counts.ts), appending to
-- order_count_deltas instead of updating order_counts: concurrent bookings would otherwise all
-- wait on the same counter rows until each commits. Readers add both tables and fold the deltas
-- in (db/order-counts.ts).
-- The 15-minute slot of an ISO 8601 timestamp: seconds since the epoch / 900, 10 digits.
CREATE FUNCTION "order_counts_slot"("at" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lpad(floor(extract(epoch FROM "at"::timestamptz) / 900)::bigint::text, 10, '0')
$$;
--> statement-breakpoint
INSERT INTO "order_counts" ("kind", "key", "n") SELECT 'status', "status", count(*) FROM "orders" GROUP BY "status";
--> statement-breakpoint
INSERT INTO "order_counts" ("kind", "key", "n") SELECT 'station', "station_id", count(*) FROM "orders" WHERE "station_id" IS NOT NULL GROUP BY "station_id";
--> statement-breakpoint
INSERT INTO "order_counts" ("kind", "key", "n") SELECT 'agency', "agency_name", count(*) FROM "orders" WHERE "agency_name" <> '' GROUP BY "agency_name";
--> statement-breakpoint
INSERT INTO "order_counts" ("kind", "key", "n") SELECT 'slot', "order_counts_slot"("created_at"), count(*) FROM "orders" GROUP BY 2;
--> statement-breakpoint
-- -1 for the old row's status, station, agency and slot, +1 for the new row's.
CREATE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "order_count_deltas" ("kind", "key", "n")
    SELECT c."kind", c."key", -1 FROM (VALUES
      ('status', OLD."status"),
      ('station', OLD."station_id"),
      ('agency', NULLIF(OLD."agency_name", '')),
      ('slot', "order_counts_slot"(OLD."created_at"))
    ) AS c("kind", "key") WHERE c."key" IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "order_count_deltas" ("kind", "key", "n")
    SELECT c."kind", c."key", 1 FROM (VALUES
      ('status', NEW."status"),
      ('station', NEW."station_id"),
      ('agency', NULLIF(NEW."agency_name", '')),
      ('slot', "order_counts_slot"(NEW."created_at"))
    ) AS c("kind", "key") WHERE c."key" IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_insert_delete" AFTER INSERT OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE OF "status", "station_id", "agency_name", "created_at" ON "orders"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."station_id" IS DISTINCT FROM NEW."station_id"
  OR OLD."agency_name" IS DISTINCT FROM NEW."agency_name" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "order_counts_track"();
