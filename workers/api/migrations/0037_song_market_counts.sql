CREATE TABLE `song_market_counts` (
	`genre_id` text PRIMARY KEY NOT NULL,
	`listed` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Counted where `written_songs.listed` or a listed song's genre moves: '' is every listed song, '~' those with
-- no genre. (`listed` is set by migration 0035's triggers, whose updates fire these.)
CREATE TRIGGER `written_songs_market_count_insert` AFTER INSERT ON `written_songs` WHEN NEW.`listed` = 1
BEGIN
  INSERT INTO `song_market_counts` (`genre_id`, `listed`) VALUES ('', 0), (coalesce(NEW.`genre_id`, '~'), 0)
    ON CONFLICT DO NOTHING;
  UPDATE `song_market_counts` SET `listed` = `listed` + 1 WHERE `genre_id` IN ('', coalesce(NEW.`genre_id`, '~'));
END;
--> statement-breakpoint
CREATE TRIGGER `written_songs_market_count_update` AFTER UPDATE OF `listed`, `genre_id` ON `written_songs`
WHEN OLD.`listed` <> NEW.`listed` OR (NEW.`listed` = 1 AND coalesce(OLD.`genre_id`, '~') <> coalesce(NEW.`genre_id`, '~'))
BEGIN
  INSERT INTO `song_market_counts` (`genre_id`, `listed`)
    VALUES ('', 0), (coalesce(OLD.`genre_id`, '~'), 0), (coalesce(NEW.`genre_id`, '~'), 0)
    ON CONFLICT DO NOTHING;
  UPDATE `song_market_counts` SET `listed` = `listed` - OLD.`listed`
    WHERE `genre_id` IN ('', coalesce(OLD.`genre_id`, '~'));
  UPDATE `song_market_counts` SET `listed` = `listed` + NEW.`listed`
    WHERE `genre_id` IN ('', coalesce(NEW.`genre_id`, '~'));
END;
--> statement-breakpoint
CREATE TRIGGER `written_songs_market_count_delete` AFTER DELETE ON `written_songs` WHEN OLD.`listed` = 1
BEGIN
  UPDATE `song_market_counts` SET `listed` = `listed` - 1 WHERE `genre_id` IN ('', coalesce(OLD.`genre_id`, '~'));
END;
