CREATE TABLE `order_events` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`kind` text NOT NULL,
	`from` text,
	`to` text,
	`reason` text,
	`internal` integer DEFAULT false NOT NULL,
	`change_id` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_events_order_at_idx` ON `order_events` (`order_id`,`at`);--> statement-breakpoint
CREATE INDEX `order_events_change_id_idx` ON `order_events` (`change_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_starts_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_time_zone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_format` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_call_time` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_producer_note` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `aired_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `clip_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `manage_token_hash` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `thread_message_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `overdue_reminded_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_manage_token_hash_unique` ON `orders` (`manage_token_hash`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `not_before` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `message_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `references` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `reply_to` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `change_id` text;--> statement-breakpoint
CREATE INDEX `outbox_change_id_idx` ON `outbox` (`change_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `badges_name_unique` ON `badges` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_badges_user_badge_unique` ON `user_badges` (`user_id`,`badge_id`);