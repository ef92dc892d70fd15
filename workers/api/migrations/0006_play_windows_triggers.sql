-- Ranking windows at any catalogue size (docs/decisions/0310). `play_windows` (0005) holds each subject's
-- counted plays over the last 7 and the last 30 UTC days; these triggers keep it in step inside the same
-- transaction as every change to `daily_plays`, so trending and the top 100 walk the top rows of
-- `play_windows_rank_idx` instead of summing every play in the window. A day leaves a window when the
-- scheduled `advancePlayWindows` (features/engagement/play-windows.ts) moves that window's mark.
-- drizzle-kit cannot express triggers, so this migration is hand-written (`drizzle-kit generate --custom`).
--
-- `counted_from` is the first epoch day (UTC) a window counts: today and the days before it.
INSERT INTO `play_window_marks` (days, counted_from) VALUES
  (7, CAST(unixepoch() / 86400 AS INTEGER) - 6),
  (30, CAST(unixepoch() / 86400 AS INTEGER) - 29);
--> statement-breakpoint
INSERT INTO `play_windows` (subject_type, days, subject_id, plays)
SELECT d.subject_type, m.days, d.subject_id, sum(d.plays)
FROM `play_window_marks` m JOIN `daily_plays` d ON d.day >= m.counted_from
GROUP BY d.subject_type, m.days, d.subject_id
HAVING sum(d.plays) > 0;
--> statement-breakpoint
CREATE TRIGGER `daily_plays_windows_ai` AFTER INSERT ON `daily_plays` WHEN new.plays > 0 BEGIN
  INSERT INTO `play_windows` (subject_type, days, subject_id, plays)
  SELECT new.subject_type, m.days, new.subject_id, new.plays FROM `play_window_marks` m
  WHERE new.day >= m.counted_from
  ON CONFLICT (subject_type, days, subject_id) DO UPDATE SET plays = plays + excluded.plays;
END;
--> statement-breakpoint
-- An upsert's DO UPDATE is an update: the old row leaves the windows it counted in, the new row enters
-- the windows it counts in, and a counter left at zero is dropped (the full key, so a primary-key probe).
CREATE TRIGGER `daily_plays_windows_au` AFTER UPDATE OF subject_type, subject_id, day, plays ON `daily_plays` BEGIN
  UPDATE `play_windows` SET plays = plays - old.plays
  WHERE subject_type = old.subject_type AND subject_id = old.subject_id
    AND days IN (SELECT days FROM `play_window_marks` WHERE old.day >= counted_from);
  INSERT INTO `play_windows` (subject_type, days, subject_id, plays)
  SELECT new.subject_type, m.days, new.subject_id, new.plays FROM `play_window_marks` m
  WHERE new.day >= m.counted_from AND new.plays > 0
  ON CONFLICT (subject_type, days, subject_id) DO UPDATE SET plays = plays + excluded.plays;
  DELETE FROM `play_windows`
  WHERE subject_type = old.subject_type AND subject_id = old.subject_id
    AND days IN (SELECT days FROM `play_window_marks`) AND plays <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `daily_plays_windows_ad` AFTER DELETE ON `daily_plays` BEGIN
  UPDATE `play_windows` SET plays = plays - old.plays
  WHERE subject_type = old.subject_type AND subject_id = old.subject_id
    AND days IN (SELECT days FROM `play_window_marks` WHERE old.day >= counted_from);
  DELETE FROM `play_windows`
  WHERE subject_type = old.subject_type AND subject_id = old.subject_id
    AND days IN (SELECT days FROM `play_window_marks`) AND plays <= 0;
END;
