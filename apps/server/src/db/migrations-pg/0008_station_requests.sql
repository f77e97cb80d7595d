CREATE TABLE "slot_offers" (
	"order_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"options" text NOT NULL,
	"note" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_requests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"token_hash" text,
	"sent_at" text NOT NULL,
	"reminded_at" text,
	"answered_at" text
);
--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_requests" ADD CONSTRAINT "station_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "station_requests_token_hash_unique" ON "station_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "station_requests_answered_at_idx" ON "station_requests" USING btree ("answered_at");