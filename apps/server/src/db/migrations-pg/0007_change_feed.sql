-- The change feed (GET /api/admin/changes), the twin of SQLite's change_feed migration: one
-- change_log row per item of what the admin views show, keyed by (entity, id), moved on every
-- insert, update and delete by triggers, in the transaction of the write, whoever writes.
-- Sequences are not commit-ordered here (a transaction may take seq 7 and commit after another
-- took seq 8), so each change also records its transaction's id (xid8, never wraps): the feed
-- serves only changes of transactions below its snapshot's xmin (all of them ended) in
-- (xid, seq) order, and nothing can later appear behind a cursor (docs/decisions).
CREATE SEQUENCE "change_log_seq";
--> statement-breakpoint
CREATE TABLE "change_log" (
	"entity" text NOT NULL,
	"id" text NOT NULL,
	"op" text NOT NULL,
	"xid" xid8 NOT NULL,
	"seq" bigint NOT NULL,
	"changed_at" timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY ("entity", "id")
);
--> statement-breakpoint
-- The feed's order: a page is an index range scan, whatever the size of the tables.
CREATE INDEX "change_log_xid_seq_idx" ON "change_log" ("xid", "seq");
--> statement-breakpoint
CREATE INDEX "change_log_changed_at_idx" ON "change_log" ("changed_at");
--> statement-breakpoint
-- One row: this database's feed identity (a cursor from another database is refused) and the
-- position below which tombstones were pruned (an older cursor must start over).
CREATE TABLE "change_feed_meta" (
	"one" integer PRIMARY KEY NOT NULL CHECK ("one" = 1),
	"epoch" text NOT NULL,
	"pruned_xid" xid8 NOT NULL DEFAULT '0',
	"pruned_seq" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "change_feed_meta" ("one", "epoch") VALUES (1, substr(md5(random()::text || clock_timestamp()::text), 1, 16));
--> statement-breakpoint
-- Records one change; the NOTIFY (sent at commit, one per transaction: equal payloads merge)
-- wakes every server's change stream.
CREATE FUNCTION "change_log_record"("p_entity" text, "p_id" text, "p_op" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "change_log" ("entity", "id", "op", "xid", "seq")
  VALUES (p_entity, p_id, p_op, pg_current_xact_id(), nextval('change_log_seq'))
  ON CONFLICT ("entity", "id") DO UPDATE
  SET "op" = EXCLUDED."op", "xid" = EXCLUDED."xid", "seq" = EXCLUDED."seq", "changed_at" = now();
  PERFORM pg_notify('change_feed', '');
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "change_log_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "change_log_record"(TG_ARGV[0], OLD."id", 'delete');
  ELSE
    PERFORM "change_log_record"(TG_ARGV[0], NEW."id", 'upsert');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order's row carries its station: a station edit is a change of each of its orders.
CREATE FUNCTION "change_log_station"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "change_log_record"('station', OLD."id", 'delete');
  ELSE
    PERFORM "change_log_record"('station', NEW."id", 'upsert');
  END IF;
  IF TG_OP = 'UPDATE' THEN
    FOR o IN SELECT "id" FROM "orders" WHERE "station_id" = NEW."id" LOOP
      PERFORM "change_log_record"('order', o."id", 'upsert');
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A station's row carries its blackouts: a blackout change is a change of the station (a delete
-- when the station itself is gone: deleting a station cascades to its blackouts).
CREATE FUNCTION "change_log_blackout"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid text;
BEGIN
  FOREACH sid IN ARRAY ARRAY[CASE WHEN TG_OP <> 'DELETE' THEN NEW."station_id" END, CASE WHEN TG_OP <> 'INSERT' THEN OLD."station_id" END] LOOP
    IF sid IS NOT NULL THEN
      PERFORM "change_log_record"('station', sid, CASE WHEN EXISTS (SELECT 1 FROM "stations" WHERE "id" = sid) THEN 'upsert' ELSE 'delete' END);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "change_log_stations" AFTER INSERT OR UPDATE OR DELETE ON "stations" FOR EACH ROW EXECUTE FUNCTION "change_log_station"();
--> statement-breakpoint
CREATE TRIGGER "change_log_station_blackouts" AFTER INSERT OR UPDATE OR DELETE ON "station_blackouts" FOR EACH ROW EXECUTE FUNCTION "change_log_blackout"();
--> statement-breakpoint
CREATE TRIGGER "change_log_orders" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "change_log_row"('order');
--> statement-breakpoint
CREATE TRIGGER "change_log_order_events" AFTER INSERT OR UPDATE OR DELETE ON "order_events" FOR EACH ROW EXECUTE FUNCTION "change_log_row"('order_event');
--> statement-breakpoint
CREATE TRIGGER "change_log_notifications" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "change_log_row"('notification');
--> statement-breakpoint
CREATE TRIGGER "change_log_chat_queries" AFTER INSERT OR UPDATE OR DELETE ON "chat_queries" FOR EACH ROW EXECUTE FUNCTION "change_log_row"('chat_query');
--> statement-breakpoint
-- What exists already is in the feed's full copy.
INSERT INTO "change_log" ("entity", "id", "op", "xid", "seq")
SELECT e, id, 'upsert', pg_current_xact_id(), nextval('change_log_seq') FROM (
  SELECT 'station' AS e, "id" FROM "stations"
  UNION ALL SELECT 'order', "id" FROM "orders"
  UNION ALL SELECT 'order_event', "id" FROM "order_events"
  UNION ALL SELECT 'notification', "id" FROM "notifications"
  UNION ALL SELECT 'chat_query', "id" FROM "chat_queries"
) AS existing;
