CREATE TABLE "order_first_actions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"ms" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_first_actions" ADD CONSTRAINT "order_first_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_first_actions_ms_idx" ON "order_first_actions" USING btree ("ms");