INSERT OR IGNORE INTO `data_versions` (`name`, `version`) VALUES ('stations', 0);
--> statement-breakpoint
CREATE TRIGGER `stations_version_insert` AFTER INSERT ON `stations`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'stations'; END;
--> statement-breakpoint
CREATE TRIGGER `stations_version_update` AFTER UPDATE ON `stations`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'stations'; END;
--> statement-breakpoint
CREATE TRIGGER `stations_version_delete` AFTER DELETE ON `stations`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'stations'; END;
