CREATE TABLE `beat_market_counts` (
	`genre_id` text PRIMARY KEY NOT NULL,
	`listed` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Counted where `beats.listed` or a listed beat's genre moves: '' is every listed beat, '~' those with no genre.
CREATE TRIGGER `beats_market_count_insert` AFTER INSERT ON `beats` WHEN NEW.`listed` = 1
BEGIN
  INSERT INTO `beat_market_counts` (`genre_id`, `listed`) VALUES ('', 0), (coalesce(NEW.`genre_id`, '~'), 0)
    ON CONFLICT DO NOTHING;
  UPDATE `beat_market_counts` SET `listed` = `listed` + 1 WHERE `genre_id` IN ('', coalesce(NEW.`genre_id`, '~'));
END;
--> statement-breakpoint
CREATE TRIGGER `beats_market_count_update` AFTER UPDATE OF `listed`, `genre_id` ON `beats`
WHEN OLD.`listed` <> NEW.`listed` OR coalesce(OLD.`genre_id`, '~') <> coalesce(NEW.`genre_id`, '~')
BEGIN
  INSERT INTO `beat_market_counts` (`genre_id`, `listed`)
    VALUES ('', 0), (coalesce(OLD.`genre_id`, '~'), 0), (coalesce(NEW.`genre_id`, '~'), 0)
    ON CONFLICT DO NOTHING;
  UPDATE `beat_market_counts` SET `listed` = `listed` - OLD.`listed`
    WHERE `genre_id` IN ('', coalesce(OLD.`genre_id`, '~'));
  UPDATE `beat_market_counts` SET `listed` = `listed` + NEW.`listed`
    WHERE `genre_id` IN ('', coalesce(NEW.`genre_id`, '~'));
END;
--> statement-breakpoint
CREATE TRIGGER `beats_market_count_delete` AFTER DELETE ON `beats` WHEN OLD.`listed` = 1
BEGIN
  UPDATE `beat_market_counts` SET `listed` = `listed` - 1 WHERE `genre_id` IN ('', coalesce(OLD.`genre_id`, '~'));
END;
