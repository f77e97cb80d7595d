-- order_first_actions follows the operator events (an admin's status, slot or proof of airing:
-- the first one per order, the earliest if written out of order), and order_counts'
-- 'first_action' counters follow order_first_actions, per tenth of an hour (see
-- schema/order-counts.ts; FIRST_ACTION_OFFSET_MS = 1,000,000,000,000 keeps the division a floor
-- for a negative delay). First the events already there.
INSERT INTO `order_first_actions` (`order_id`, `ms`)
SELECT e.`order_id`, CAST(round((julianday(min(e.`at`)) - julianday(o.`created_at`)) * 86400000) AS INTEGER)
FROM `order_events` e JOIN `orders` o ON o.`id` = e.`order_id`
WHERE e.`actor` LIKE 'admin:%' AND e.`kind` IN ('status', 'slot', 'aired')
GROUP BY e.`order_id`, o.`created_at`;
--> statement-breakpoint
INSERT INTO `order_counts` (`kind`, `key`, `n`)
SELECT 'first_action', printf('%010d', (`ms` + 1000000000000) / 360000), count(*) FROM `order_first_actions` GROUP BY 2;
--> statement-breakpoint
CREATE TRIGGER `order_events_first_action` AFTER INSERT ON `order_events`
WHEN NEW.`actor` LIKE 'admin:%' AND NEW.`kind` IN ('status', 'slot', 'aired') BEGIN
  INSERT INTO `order_first_actions` (`order_id`, `ms`)
  SELECT NEW.`order_id`, CAST(round((julianday(NEW.`at`) - julianday(o.`created_at`)) * 86400000) AS INTEGER) FROM `orders` o WHERE o.`id` = NEW.`order_id`
    ON CONFLICT (`order_id`) DO UPDATE SET `ms` = excluded.`ms` WHERE excluded.`ms` < `ms`;
END;
--> statement-breakpoint
-- An undone change deletes its events: the order's first action is then the earliest left, if any.
-- (When the order itself is deleted, its row is already gone and nothing is put back.)
CREATE TRIGGER `order_events_first_action_undone` AFTER DELETE ON `order_events`
WHEN OLD.`actor` LIKE 'admin:%' AND OLD.`kind` IN ('status', 'slot', 'aired') BEGIN
  DELETE FROM `order_first_actions` WHERE `order_id` = OLD.`order_id`;
  INSERT INTO `order_first_actions` (`order_id`, `ms`)
  SELECT e.`order_id`, CAST(round((julianday(min(e.`at`)) - julianday(o.`created_at`)) * 86400000) AS INTEGER)
  FROM `order_events` e JOIN `orders` o ON o.`id` = e.`order_id`
  WHERE e.`order_id` = OLD.`order_id` AND e.`actor` LIKE 'admin:%' AND e.`kind` IN ('status', 'slot', 'aired')
  GROUP BY e.`order_id`, o.`created_at`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_first_actions_count_insert` AFTER INSERT ON `order_first_actions` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'first_action', printf('%010d', (NEW.`ms` + 1000000000000) / 360000), 1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `order_first_actions_count_update` AFTER UPDATE OF `ms` ON `order_first_actions` WHEN OLD.`ms` IS NOT NEW.`ms` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'first_action', printf('%010d', (OLD.`ms` + 1000000000000) / 360000), -1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` - 1;
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'first_action', printf('%010d', (NEW.`ms` + 1000000000000) / 360000), 1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `order_first_actions_count_delete` AFTER DELETE ON `order_first_actions` BEGIN
  INSERT INTO `order_counts` (`kind`, `key`, `n`) SELECT 'first_action', printf('%010d', (OLD.`ms` + 1000000000000) / 360000), -1 WHERE true
    ON CONFLICT (`kind`, `key`) DO UPDATE SET `n` = `n` - 1;
END;
