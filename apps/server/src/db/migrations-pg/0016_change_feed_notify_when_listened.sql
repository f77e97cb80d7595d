-- The change log's NOTIFY only while some server's change watcher is connected to this database
-- (its LISTEN connection's application_name is 'spotlight-changes': services/changes/watch-changes.ts).
-- Why: a transaction that has sent NOTIFY holds one lock for the whole database from just before
-- its commit until the commit is flushed to disk, so every booking's commit (its order's change
-- log row) waited for the one before, fsync included, whether anyone listened or not: with the
-- NOTIFY taken out POST /api/orders on PostgreSQL took 1.29 times the bookings a second, with this
-- check 1.10 times (issue 34; three interleaved 6 s rounds each on a busy 2-core machine, so
-- rough). Nothing is lost by it: a watcher reads the newest position
-- every 250 ms anyway and NOTIFY only wakes that read earlier; a notification sent before its
-- LISTEN was never delivered, and one that a watcher connecting at that very moment misses is
-- the next read's.
CREATE OR REPLACE FUNCTION "change_log_record"("p_entity" text, "p_id" text, "p_op" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "change_log" ("entity", "id", "op", "xid", "seq")
  VALUES (p_entity, p_id, p_op, pg_current_xact_id(), nextval('change_log_seq'))
  ON CONFLICT ("entity", "id") DO UPDATE
  SET "op" = EXCLUDED."op", "xid" = EXCLUDED."xid", "seq" = EXCLUDED."seq", "changed_at" = now();
  IF EXISTS (
    SELECT 1 FROM pg_stat_get_activity(NULL) AS a
    WHERE a.application_name = 'spotlight-changes' AND a.datid = (SELECT oid FROM pg_database WHERE datname = current_database())
  ) THEN
    PERFORM pg_notify('change_feed', '');
  END IF;
END;
$$;
