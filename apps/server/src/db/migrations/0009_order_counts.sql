CREATE TABLE `order_count_deltas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `order_count_deltas_kind_key_idx` ON `order_count_deltas` (`kind`,`key`,`n`);--> statement-breakpoint
CREATE TABLE `order_counts` (
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`kind`, `key`)
);
