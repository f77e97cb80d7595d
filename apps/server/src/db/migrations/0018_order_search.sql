-- The admin request list's text search (?q=) from an index instead of a scan of every order
-- (db/order-search.ts says how it is read). A contentless FTS5 table with the trigram tokenizer
-- and no positions (detail=none: a quarter of the size, and a quarter of the cost per order
-- written, of the full index): the orders holding every trigram of a search of three characters
-- or more are found from the index, ignoring case; the rows it names are then checked with
-- LIKE, so the answer is exactly the scan's. Its rowid is the order's rowid; the triggers below
-- keep it in step with every write to `orders`, whoever makes it.
CREATE VIRTUAL TABLE `orders_search` USING fts5(
  `client_name`, `agency_name`, `contact_name`, `email`, `order_number`,
  tokenize = 'trigram', detail = none, content = '', contentless_delete = 1
);
--> statement-breakpoint
INSERT INTO `orders_search` (`rowid`, `client_name`, `agency_name`, `contact_name`, `email`, `order_number`)
SELECT `rowid`, `client_name`, `agency_name`, `contact_name`, `email`, `order_number` FROM `orders`;
--> statement-breakpoint
CREATE TRIGGER `orders_search_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO `orders_search` (`rowid`, `client_name`, `agency_name`, `contact_name`, `email`, `order_number`)
  VALUES (NEW.`rowid`, NEW.`client_name`, NEW.`agency_name`, NEW.`contact_name`, NEW.`email`, NEW.`order_number`);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_update` AFTER UPDATE OF `client_name`, `agency_name`, `contact_name`, `email`, `order_number` ON `orders` BEGIN
  DELETE FROM `orders_search` WHERE `rowid` = OLD.`rowid`;
  INSERT INTO `orders_search` (`rowid`, `client_name`, `agency_name`, `contact_name`, `email`, `order_number`)
  VALUES (NEW.`rowid`, NEW.`client_name`, NEW.`agency_name`, NEW.`contact_name`, NEW.`email`, NEW.`order_number`);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_delete` AFTER DELETE ON `orders` BEGIN
  DELETE FROM `orders_search` WHERE `rowid` = OLD.`rowid`;
END;
