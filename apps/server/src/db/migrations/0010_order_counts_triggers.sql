-- order_counts follows every write to orders, in the same transaction (see schema/order-counts.ts):
-- +1 for the new row's status, station, agency and creation slot, -1 for the old row's. The
-- counters of a key are never deleted (a key back at 0 stays, and is left out by readers).
-- First the orders already there.
INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'status', `status`, count(*) FROM `orders` GROUP BY `status`;
--> statement-breakpoint
INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station', `station_id`, count(*) FROM `orders` WHERE `station_id` IS NOT NULL GROUP BY `station_id`;
--> statement-breakpoint
INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'agency', `agency_name`, count(*) FROM `orders` WHERE `agency_name` <> '' GROUP BY `agency_name`;
--> statement-breakpoint
INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'slot', printf('%010d', CAST(strftime('%s', `created_at`) AS INTEGER) / 900), count(*) FROM `orders` GROUP BY 2;
--> statement-breakpoint
CREATE TRIGGER `orders_count_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'status', NEW.status, 1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station', NEW.station_id, 1 WHERE NEW.station_id IS NOT NULL
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'agency', NEW.agency_name, 1 WHERE NEW.agency_name <> ''
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'slot', printf('%010d', CAST(strftime('%s', NEW.created_at) AS INTEGER) / 900), 1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_delete` AFTER DELETE ON `orders` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'status', OLD.status, -1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + -1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station', OLD.station_id, -1 WHERE OLD.station_id IS NOT NULL
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + -1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'agency', OLD.agency_name, -1 WHERE OLD.agency_name <> ''
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + -1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'slot', printf('%010d', CAST(strftime('%s', OLD.created_at) AS INTEGER) / 900), -1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + -1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_update_status` AFTER UPDATE OF `status` ON `orders` WHEN OLD.`status` IS NOT NEW.`status` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'status', OLD.status, -1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + -1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'status', NEW.status, 1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_update_station` AFTER UPDATE OF `station_id` ON `orders` WHEN OLD.`station_id` IS NOT NEW.`station_id` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station', OLD.station_id, -1 WHERE OLD.station_id IS NOT NULL
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + -1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station', NEW.station_id, 1 WHERE NEW.station_id IS NOT NULL
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_update_agency` AFTER UPDATE OF `agency_name` ON `orders` WHEN OLD.`agency_name` IS NOT NEW.`agency_name` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'agency', OLD.agency_name, -1 WHERE OLD.agency_name <> ''
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + -1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'agency', NEW.agency_name, 1 WHERE NEW.agency_name <> ''
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_update_slot` AFTER UPDATE OF `created_at` ON `orders` WHEN OLD.`created_at` IS NOT NEW.`created_at` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'slot', printf('%010d', CAST(strftime('%s', OLD.created_at) AS INTEGER) / 900), -1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + -1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'slot', printf('%010d', CAST(strftime('%s', NEW.created_at) AS INTEGER) / 900), 1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
