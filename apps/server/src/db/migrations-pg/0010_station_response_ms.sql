ALTER TABLE "station_requests" ADD COLUMN "response_ms" bigint;--> statement-breakpoint
CREATE INDEX "station_requests_response_ms_idx" ON "station_requests" USING btree ("response_ms");