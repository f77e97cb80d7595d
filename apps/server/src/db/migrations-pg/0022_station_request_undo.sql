-- Undoing the change that sent an order to its station takes back the request it opened, and puts back the one it replaced (tables/station-requests.ts).
ALTER TABLE "station_requests" ADD COLUMN "opened_by" text;--> statement-breakpoint
ALTER TABLE "station_requests" ADD COLUMN "replaced" text;
