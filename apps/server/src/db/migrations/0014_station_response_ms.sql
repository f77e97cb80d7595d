ALTER TABLE `station_requests` ADD `response_ms` integer;--> statement-breakpoint
CREATE INDEX `station_requests_response_ms_idx` ON `station_requests` (`response_ms`);