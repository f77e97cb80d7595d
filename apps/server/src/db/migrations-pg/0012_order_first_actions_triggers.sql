-- The twin of SQLite's order_first_actions triggers: the first operator action per order, and
-- its tenth of an hour counted as order_count_deltas rows (see 0006).
CREATE FUNCTION "order_first_action_bucket"("ms" bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lpad((("ms" + 1000000000000) / 360000)::text, 10, '0')
$$;
--> statement-breakpoint
CREATE FUNCTION "order_first_action_ms"("at" text, "created_at" text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT round(extract(epoch FROM ("at"::timestamptz - "created_at"::timestamptz)) * 1000)::bigint
$$;
--> statement-breakpoint
INSERT INTO "order_first_actions" ("order_id", "ms")
SELECT e."order_id", "order_first_action_ms"(min(e."at"), o."created_at")
FROM "order_events" e JOIN "orders" o ON o."id" = e."order_id"
WHERE e."actor" LIKE 'admin:%' AND e."kind" IN ('status', 'slot', 'aired')
GROUP BY e."order_id", o."created_at";
--> statement-breakpoint
INSERT INTO "order_counts" ("kind", "key", "n")
SELECT 'first_action', "order_first_action_bucket"("ms"), count(*) FROM "order_first_actions" GROUP BY 2;
--> statement-breakpoint
CREATE FUNCTION "order_first_action_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_first_actions" ("order_id", "ms")
  SELECT NEW."order_id", "order_first_action_ms"(NEW."at", o."created_at") FROM "orders" o WHERE o."id" = NEW."order_id"
  ON CONFLICT ("order_id") DO UPDATE SET "ms" = excluded."ms" WHERE excluded."ms" < "order_first_actions"."ms";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_events_first_action" AFTER INSERT ON "order_events"
FOR EACH ROW WHEN (NEW."actor" LIKE 'admin:%' AND NEW."kind" IN ('status', 'slot', 'aired'))
EXECUTE FUNCTION "order_first_action_track"();
--> statement-breakpoint
-- An undone change deletes its events: the order's first action is then the earliest left, if any.
-- (When the order itself is deleted, its row is already gone and nothing is put back.)
CREATE FUNCTION "order_first_action_undone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_first_actions" WHERE "order_id" = OLD."order_id";
  INSERT INTO "order_first_actions" ("order_id", "ms")
  SELECT e."order_id", "order_first_action_ms"(min(e."at"), o."created_at")
  FROM "order_events" e JOIN "orders" o ON o."id" = e."order_id"
  WHERE e."order_id" = OLD."order_id" AND e."actor" LIKE 'admin:%' AND e."kind" IN ('status', 'slot', 'aired')
  GROUP BY e."order_id", o."created_at";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_events_first_action_undone" AFTER DELETE ON "order_events"
FOR EACH ROW WHEN (OLD."actor" LIKE 'admin:%' AND OLD."kind" IN ('status', 'slot', 'aired'))
EXECUTE FUNCTION "order_first_action_undone"();
--> statement-breakpoint
CREATE FUNCTION "order_first_action_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "order_count_deltas" ("kind", "key", "n") VALUES ('first_action', "order_first_action_bucket"(OLD."ms"), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "order_count_deltas" ("kind", "key", "n") VALUES ('first_action', "order_first_action_bucket"(NEW."ms"), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_first_actions_count" AFTER INSERT OR DELETE OR UPDATE OF "ms" ON "order_first_actions"
FOR EACH ROW EXECUTE FUNCTION "order_first_action_count"();
