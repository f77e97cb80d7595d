-- data_versions.unmet_searches moves on every write to unmet_searches, whoever writes: the one
-- input of the admin analytics that the change log does not record (services/analytics/
-- shared-analytics.ts reads both to know when its last answer is still the answer).
INSERT OR IGNORE INTO `data_versions` (`name`, `version`) VALUES ('unmet_searches', 0);
--> statement-breakpoint
CREATE TRIGGER `unmet_searches_version_insert` AFTER INSERT ON `unmet_searches`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'unmet_searches'; END;
--> statement-breakpoint
CREATE TRIGGER `unmet_searches_version_update` AFTER UPDATE ON `unmet_searches`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'unmet_searches'; END;
--> statement-breakpoint
CREATE TRIGGER `unmet_searches_version_delete` AFTER DELETE ON `unmet_searches`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'unmet_searches'; END;
