CREATE TABLE `order_first_actions` (
	`order_id` text PRIMARY KEY NOT NULL,
	`ms` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_first_actions_ms_idx` ON `order_first_actions` (`ms`);