-- The reminder job reads only the requests a station may still be reminded of (tables/station-requests.ts).
ALTER TABLE "station_requests" ADD COLUMN "waiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "station_requests_awaiting_reminder_idx" ON "station_requests" USING btree ("answered_at","reminded_at","sent_at") WHERE "station_requests"."waiting" and "station_requests"."token_hash" is not null and "station_requests"."answered_at" is null and "station_requests"."reminded_at" is null;--> statement-breakpoint
-- The twin of SQLite's: station_requests.waiting is true while the request's order waits on its
-- station (status sent_to_station), whichever path writes the status; the reminder job's index
-- (station_requests_awaiting_reminder_idx) holds only those requests. First the requests already there.
UPDATE "station_requests" SET "waiting" = true FROM "orders" WHERE "orders"."id" = "station_requests"."order_id" AND "orders"."status" = 'sent_to_station';
--> statement-breakpoint
CREATE FUNCTION "station_request_waiting_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."waiting" := EXISTS (SELECT 1 FROM "orders" WHERE "id" = NEW."order_id" AND "status" = 'sent_to_station');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "station_requests_waiting" BEFORE INSERT ON "station_requests"
FOR EACH ROW EXECUTE FUNCTION "station_request_waiting_on_insert"();
--> statement-breakpoint
CREATE FUNCTION "order_station_request_waiting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "station_requests" SET "waiting" = (NEW."status" = 'sent_to_station') WHERE "order_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_station_request_waiting" AFTER UPDATE OF "status" ON "orders"
FOR EACH ROW WHEN ((OLD."status" = 'sent_to_station') IS DISTINCT FROM (NEW."status" = 'sent_to_station'))
EXECUTE FUNCTION "order_station_request_waiting"();
