CREATE TABLE `slot_offers` (
	`order_id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`options` text NOT NULL,
	`note` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `station_requests` (
	`order_id` text PRIMARY KEY NOT NULL,
	`token_hash` text,
	`sent_at` text NOT NULL,
	`reminded_at` text,
	`answered_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `station_requests_token_hash_unique` ON `station_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `station_requests_answered_at_idx` ON `station_requests` (`answered_at`);