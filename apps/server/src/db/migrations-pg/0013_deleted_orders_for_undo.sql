CREATE TABLE "deleted_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"deleted_at" text NOT NULL,
	"rows" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_orders_deleted_at_idx" ON "deleted_orders" USING btree ("deleted_at");