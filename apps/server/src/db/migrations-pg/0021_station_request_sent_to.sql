-- Where the producer link went: the reminder sends a new link to a contact changed since (tables/station-requests.ts).
ALTER TABLE "station_requests" ADD COLUMN "sent_to" text;
