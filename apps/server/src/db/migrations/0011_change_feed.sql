-- The change feed (GET /api/admin/changes): one change_log row per item of what the admin views
-- show, keyed by (entity, id), moved to a fresh seq with its op on every insert, update and delete,
-- by triggers, so the change is recorded in the very transaction of the write whoever writes (API,
-- CLI, a restore). SQLite has one writer at a time, so seq order is commit order and a cursor is
-- just the last seq served. AUTOINCREMENT: a seq is never handed out twice, even after the row
-- holding the highest one is deleted.
CREATE TABLE `change_log` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`id` text NOT NULL,
	`op` text NOT NULL,
	`changed_at` text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `change_log_entity_id_unique` ON `change_log` (`entity`, `id`);
--> statement-breakpoint
CREATE INDEX `change_log_changed_at_idx` ON `change_log` (`changed_at`);
--> statement-breakpoint
-- One row: this database's feed identity (a cursor from another database is refused) and the
-- position below which tombstones were pruned (an older cursor must start over).
CREATE TABLE `change_feed_meta` (
	`one` integer PRIMARY KEY NOT NULL CHECK (`one` = 1),
	`epoch` text NOT NULL,
	`pruned_xid` integer NOT NULL DEFAULT 0,
	`pruned_seq` integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO `change_feed_meta` (`one`, `epoch`) VALUES (1, lower(hex(randomblob(8))));
--> statement-breakpoint
CREATE TRIGGER `change_log_orders_insert` AFTER INSERT ON `orders`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'order' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('order', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_orders_update` AFTER UPDATE ON `orders`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'order' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('order', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_orders_delete` AFTER DELETE ON `orders`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'order' AND `id` = OLD.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('order', OLD.id, 'delete'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_order_events_insert` AFTER INSERT ON `order_events`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'order_event' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('order_event', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_order_events_update` AFTER UPDATE ON `order_events`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'order_event' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('order_event', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_order_events_delete` AFTER DELETE ON `order_events`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'order_event' AND `id` = OLD.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('order_event', OLD.id, 'delete'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_notifications_insert` AFTER INSERT ON `notifications`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'notification' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('notification', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_notifications_update` AFTER UPDATE ON `notifications`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'notification' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('notification', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_notifications_delete` AFTER DELETE ON `notifications`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'notification' AND `id` = OLD.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('notification', OLD.id, 'delete'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_chat_queries_insert` AFTER INSERT ON `chat_queries`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'chat_query' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('chat_query', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_chat_queries_update` AFTER UPDATE ON `chat_queries`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'chat_query' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('chat_query', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_chat_queries_delete` AFTER DELETE ON `chat_queries`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'chat_query' AND `id` = OLD.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('chat_query', OLD.id, 'delete'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_stations_insert` AFTER INSERT ON `stations`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'station' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('station', NEW.id, 'upsert'); END;
--> statement-breakpoint
CREATE TRIGGER `change_log_stations_update` AFTER UPDATE ON `stations`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'station' AND `id` = NEW.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('station', NEW.id, 'upsert'); DELETE FROM `change_log` WHERE `entity` = 'order' AND `id` IN (SELECT `id` FROM `orders` WHERE `station_id` = NEW.id); INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'order', `id`, 'upsert' FROM `orders` WHERE `station_id` = NEW.id; END;
--> statement-breakpoint
CREATE TRIGGER `change_log_stations_delete` AFTER DELETE ON `stations`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'station' AND `id` = OLD.id; INSERT INTO `change_log` (`entity`, `id`, `op`) VALUES ('station', OLD.id, 'delete'); END;
--> statement-breakpoint
-- A station's row carries its blackouts (a blackout change is a change of the station) and an
-- order's row its station (a station edit, above, is a change of each of its orders). The
-- station's op is worked out, since a station deleted cascades to its blackouts.
CREATE TRIGGER `change_log_station_blackouts_insert` AFTER INSERT ON `station_blackouts`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'station' AND `id` = NEW.station_id; INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'station', NEW.station_id, CASE WHEN EXISTS (SELECT 1 FROM `stations` WHERE `id` = NEW.station_id) THEN 'upsert' ELSE 'delete' END; END;
--> statement-breakpoint
CREATE TRIGGER `change_log_station_blackouts_update` AFTER UPDATE ON `station_blackouts`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'station' AND `id` = NEW.station_id; INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'station', NEW.station_id, CASE WHEN EXISTS (SELECT 1 FROM `stations` WHERE `id` = NEW.station_id) THEN 'upsert' ELSE 'delete' END; DELETE FROM `change_log` WHERE `entity` = 'station' AND `id` = OLD.station_id AND OLD.station_id <> NEW.station_id; INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'station', OLD.station_id, CASE WHEN EXISTS (SELECT 1 FROM `stations` WHERE `id` = OLD.station_id) THEN 'upsert' ELSE 'delete' END WHERE OLD.station_id <> NEW.station_id; END;
--> statement-breakpoint
CREATE TRIGGER `change_log_station_blackouts_delete` AFTER DELETE ON `station_blackouts`
BEGIN DELETE FROM `change_log` WHERE `entity` = 'station' AND `id` = OLD.station_id; INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'station', OLD.station_id, CASE WHEN EXISTS (SELECT 1 FROM `stations` WHERE `id` = OLD.station_id) THEN 'upsert' ELSE 'delete' END; END;
--> statement-breakpoint
-- What exists already is in the feed's full copy.
INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'station', `id`, 'upsert' FROM `stations`;
--> statement-breakpoint
INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'order', `id`, 'upsert' FROM `orders`;
--> statement-breakpoint
INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'order_event', `id`, 'upsert' FROM `order_events`;
--> statement-breakpoint
INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'notification', `id`, 'upsert' FROM `notifications`;
--> statement-breakpoint
INSERT INTO `change_log` (`entity`, `id`, `op`) SELECT 'chat_query', `id`, 'upsert' FROM `chat_queries`;
