-- order_counts' 'station_response' counters follow station_requests.response_ms (a station's
-- answer through its producer link), per tenth of an hour as the 'first_action' ones (see
-- tables/order-counts.ts): the median response reads one tenth of an hour of
-- station_requests_response_ms_idx instead of ranking every answer. First the answers already there.
INSERT INTO `order_counts` (`kind`, `key`, `n`)
SELECT 'station_response', printf('%010d', (`response_ms` + 1000000000000) / 360000), count(*) FROM `station_requests` WHERE `response_ms` IS NOT NULL GROUP BY 2;
--> statement-breakpoint
CREATE TRIGGER `station_requests_response_count_insert` AFTER INSERT ON `station_requests` WHEN NEW.`response_ms` IS NOT NULL BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station_response', printf('%010d', (NEW.`response_ms` + 1000000000000) / 360000), 1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `station_requests_response_count_update` AFTER UPDATE OF `response_ms` ON `station_requests` WHEN OLD.`response_ms` IS NOT NEW.`response_ms` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station_response', printf('%010d', (OLD.`response_ms` + 1000000000000) / 360000), -1 WHERE OLD.`response_ms` IS NOT NULL
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` - 1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station_response', printf('%010d', (NEW.`response_ms` + 1000000000000) / 360000), 1 WHERE NEW.`response_ms` IS NOT NULL
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `station_requests_response_count_delete` AFTER DELETE ON `station_requests` WHEN OLD.`response_ms` IS NOT NULL BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'station_response', printf('%010d', (OLD.`response_ms` + 1000000000000) / 360000), -1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` - 1;
END;
