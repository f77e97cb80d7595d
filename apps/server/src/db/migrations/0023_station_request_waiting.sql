-- The reminder job reads only the requests a station may still be reminded of (tables/station-requests.ts).
ALTER TABLE `station_requests` ADD `waiting` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `station_requests_awaiting_reminder_idx` ON `station_requests` (`answered_at`,`reminded_at`,`sent_at`) WHERE "station_requests"."waiting" and "station_requests"."token_hash" is not null and "station_requests"."answered_at" is null and "station_requests"."reminded_at" is null;--> statement-breakpoint
-- station_requests.waiting is true while the request's order waits on its station (status
-- sent_to_station), kept by the two triggers below whichever path writes the status (an
-- operator's change, a bulk change, an undo, the requester's cancel, a station's answer): the
-- reminder job's index (station_requests_awaiting_reminder_idx) holds only those requests.
-- First the requests already there.
UPDATE `station_requests` SET `waiting` = EXISTS (SELECT 1 FROM `orders` WHERE `orders`.`id` = `station_requests`.`order_id` AND `orders`.`status` = 'sent_to_station');
--> statement-breakpoint
CREATE TRIGGER `station_requests_waiting_insert` AFTER INSERT ON `station_requests` BEGIN
  UPDATE `station_requests` SET `waiting` = EXISTS (SELECT 1 FROM `orders` WHERE `orders`.`id` = NEW.`order_id` AND `orders`.`status` = 'sent_to_station')
    WHERE `order_id` = NEW.`order_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_station_request_waiting` AFTER UPDATE OF `status` ON `orders`
  WHEN (OLD.`status` = 'sent_to_station') IS NOT (NEW.`status` = 'sent_to_station') BEGIN
  UPDATE `station_requests` SET `waiting` = (NEW.`status` = 'sent_to_station') WHERE `order_id` = NEW.`id`;
END;
