-- Manage links move to their own table, so each email about an open order can carry a fresh one.
CREATE TABLE "manage_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_manage_token_hash_unique";--> statement-breakpoint
ALTER TABLE "manage_links" ADD CONSTRAINT "manage_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manage_links_order_id_idx" ON "manage_links" USING btree ("order_id");--> statement-breakpoint
INSERT INTO "manage_links" ("token_hash", "order_id", "created_at") SELECT "manage_token_hash", "id", "created_at" FROM "orders" WHERE "manage_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "manage_token_hash";
