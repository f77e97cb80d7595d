DROP INDEX `orders_created_at_idx`;--> statement-breakpoint
DROP INDEX `orders_status_created_at_idx`;--> statement-breakpoint
CREATE INDEX `orders_created_at_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_status_created_at_idx` ON `orders` (`status`,`created_at`,`id`);