CREATE TABLE `studio_list_counts` (
	`city_key` text PRIMARY KEY NOT NULL,
	`listed` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Counted where a studio's status (1 taking bookings) or its city moves: '' is every studio taking
-- bookings. A save is an upsert, whose update path fires the update trigger.
CREATE TRIGGER `studios_list_count_insert` AFTER INSERT ON `studios` WHEN NEW.`status` = 1
BEGIN
  INSERT INTO `studio_list_counts` (`city_key`, `listed`) VALUES ('', 0), (NEW.`city_key`, 0)
    ON CONFLICT DO NOTHING;
  UPDATE `studio_list_counts` SET `listed` = `listed` + 1 WHERE `city_key` IN ('', NEW.`city_key`);
END;
--> statement-breakpoint
CREATE TRIGGER `studios_list_count_update` AFTER UPDATE OF `status`, `city_key` ON `studios`
WHEN OLD.`status` <> NEW.`status` OR (NEW.`status` = 1 AND OLD.`city_key` <> NEW.`city_key`)
BEGIN
  INSERT INTO `studio_list_counts` (`city_key`, `listed`) VALUES ('', 0), (OLD.`city_key`, 0), (NEW.`city_key`, 0)
    ON CONFLICT DO NOTHING;
  UPDATE `studio_list_counts` SET `listed` = `listed` - OLD.`status` WHERE `city_key` IN ('', OLD.`city_key`);
  UPDATE `studio_list_counts` SET `listed` = `listed` + NEW.`status` WHERE `city_key` IN ('', NEW.`city_key`);
END;
--> statement-breakpoint
CREATE TRIGGER `studios_list_count_delete` AFTER DELETE ON `studios` WHEN OLD.`status` = 1
BEGIN
  UPDATE `studio_list_counts` SET `listed` = `listed` - 1 WHERE `city_key` IN ('', OLD.`city_key`);
END;
--> statement-breakpoint
INSERT INTO `studio_list_counts` (`city_key`, `listed`)
  SELECT '', count(*) FROM `studios` WHERE `status` = 1
  UNION ALL
  SELECT `city_key`, count(*) FROM `studios` WHERE `status` = 1 GROUP BY `city_key`;
