-- Creator metrics at any number of plays (docs/decisions/0602). The daily rows of 0015 (daily_metrics,
-- listener_days, daily_play_countries, daily_play_sources) are kept by these triggers inside the same
-- transaction as the play or reaction they count, so a metrics window reads one row per day per series
-- instead of scanning plays or reactions. drizzle-kit cannot express triggers or views, so this
-- migration is hand-written (`drizzle-kit generate --custom`).
--
-- A counted play is credited to its track, the track's album (if any) and its artist: one row per
-- subject inserted into the `metric_listens` view, whose INSTEAD OF trigger does the work once per
-- subject. The day is the UTC epoch day of `counted_at` (epoch ms). Only tracks, albums and artists have
-- metrics; collections keep their plays in daily_plays alone.
CREATE VIEW `metric_listens` AS
SELECT '' AS play_id, '' AS user_id, '' AS subject_type, '' AS subject_id, 0 AS day, '' AS country,
       '' AS source_type, '' AS source_id
WHERE 0;
--> statement-breakpoint
-- Unique listeners, exactly: `listeners` of a day counts the listener on their first play of the
-- subject that day; `last_listeners` counts each listener once, on their latest listening day
-- (listener_days.last_day), so the distinct listeners of the days d0..today are sum(last_listeners).
-- A play on a later day moves the listener: -1 on the previous last day, +1 on this one. A play counted
-- out of order (a day before their last day; the demo seed inserts history newest first) leaves
-- `last_listeners` alone and adds to `listeners` only when it is the listener's first play of the
-- subject that day (the plays_user_track_idx probe, per track of the subject).
-- Statement order matters: both first statements read listener_days before the third moves it.
CREATE TRIGGER `metric_listens_ii` INSTEAD OF INSERT ON `metric_listens` BEGIN
  UPDATE `daily_metrics` SET last_listeners = last_listeners - 1
  WHERE subject_type = new.subject_type AND subject_id = new.subject_id
    AND day = (SELECT last_day FROM `listener_days` WHERE subject_type = new.subject_type
                 AND subject_id = new.subject_id AND user_id = new.user_id AND last_day < new.day);
  INSERT INTO `daily_metrics` (subject_type, subject_id, day, listeners, last_listeners)
  SELECT new.subject_type, new.subject_id, new.day, 1, ld.last_day IS NULL OR ld.last_day < new.day
  FROM (SELECT (SELECT last_day FROM `listener_days` WHERE subject_type = new.subject_type
                  AND subject_id = new.subject_id AND user_id = new.user_id) AS last_day) AS ld
  WHERE ld.last_day IS NULL OR ld.last_day < new.day
     OR (ld.last_day > new.day AND NOT EXISTS (
          SELECT 1 FROM `plays` p
          WHERE p.user_id = new.user_id AND p.id <> new.play_id
            AND p.track_id IN (SELECT new.subject_id WHERE new.subject_type = 'track'
                               UNION ALL SELECT id FROM `tracks`
                                 WHERE new.subject_type = 'album' AND album_id = new.subject_id
                               UNION ALL SELECT id FROM `tracks`
                                 WHERE new.subject_type = 'artist' AND artist_id = new.subject_id)
            AND p.counted_at >= new.day * 86400000 AND p.counted_at < (new.day + 1) * 86400000))
  ON CONFLICT (subject_type, subject_id, day) DO UPDATE
    SET listeners = listeners + excluded.listeners, last_listeners = last_listeners + excluded.last_listeners;
  INSERT INTO `listener_days` (subject_type, subject_id, user_id, last_day)
  VALUES (new.subject_type, new.subject_id, new.user_id, new.day)
  ON CONFLICT (subject_type, subject_id, user_id) DO UPDATE SET last_day = excluded.last_day
    WHERE excluded.last_day > last_day;
  INSERT INTO `daily_play_countries` (subject_type, subject_id, day, country, plays)
  VALUES (new.subject_type, new.subject_id, new.day, new.country, 1)
  ON CONFLICT (subject_type, subject_id, day, country) DO UPDATE SET plays = plays + 1;
  INSERT INTO `daily_play_sources` (subject_type, subject_id, day, source_type, source_id, plays)
  VALUES (new.subject_type, new.subject_id, new.day, new.source_type, new.source_id, 1)
  ON CONFLICT (subject_type, subject_id, day, source_type, source_id) DO UPDATE SET plays = plays + 1;
END;
--> statement-breakpoint
-- A play counts once: when the report batch sets `counted_at` (features/engagement/plays.service.ts),
-- or when a row is inserted already counted (the seeds; an INSERT OR IGNORE that ignores fires nothing).
-- The country is the listener's account country (ISO alpha-2), 'ZZ' when unknown; the source is the
-- play's context, or ('direct', '') when it has none.
CREATE TRIGGER `plays_metrics_au` AFTER UPDATE OF counted_at ON `plays`
WHEN old.counted_at IS NULL AND new.counted_at IS NOT NULL BEGIN
  INSERT INTO `metric_listens` (play_id, user_id, subject_type, subject_id, day, country, source_type, source_id)
  SELECT new.id, new.user_id, s.subject_type, s.subject_id, new.counted_at / 86400000,
         coalesce((SELECT upper(country) FROM `users` WHERE id = new.user_id AND length(country) = 2), 'ZZ'),
         coalesce(new.context_type, 'direct'),
         CASE WHEN new.context_type IS NULL THEN '' ELSE coalesce(new.context_id, '') END
  FROM (SELECT 'track' AS subject_type, id AS subject_id FROM `tracks` WHERE id = new.track_id
        UNION ALL SELECT 'album', album_id FROM `tracks` WHERE id = new.track_id AND album_id IS NOT NULL
        UNION ALL SELECT 'artist', artist_id FROM `tracks` WHERE id = new.track_id) AS s;
END;
--> statement-breakpoint
CREATE TRIGGER `plays_metrics_ai` AFTER INSERT ON `plays` WHEN new.counted_at IS NOT NULL BEGIN
  INSERT INTO `metric_listens` (play_id, user_id, subject_type, subject_id, day, country, source_type, source_id)
  SELECT new.id, new.user_id, s.subject_type, s.subject_id, new.counted_at / 86400000,
         coalesce((SELECT upper(country) FROM `users` WHERE id = new.user_id AND length(country) = 2), 'ZZ'),
         coalesce(new.context_type, 'direct'),
         CASE WHEN new.context_type IS NULL THEN '' ELSE coalesce(new.context_id, '') END
  FROM (SELECT 'track' AS subject_type, id AS subject_id FROM `tracks` WHERE id = new.track_id
        UNION ALL SELECT 'album', album_id FROM `tracks` WHERE id = new.track_id AND album_id IS NOT NULL
        UNION ALL SELECT 'artist', artist_id FROM `tracks` WHERE id = new.track_id) AS s;
END;
--> statement-breakpoint
-- Likes, saves and follows: the day's net change. A reaction is added on its created_at day and removed
-- on the day it is removed (today, UTC): the window total is then the net change over the window.
CREATE TRIGGER `reactions_metrics_ai` AFTER INSERT ON `reactions`
WHEN new.subject_type IN ('track', 'album', 'artist') BEGIN
  INSERT INTO `daily_metrics` (subject_type, subject_id, day, likes, saves, follows)
  VALUES (new.subject_type, new.subject_id, new.created_at / 86400000,
          new.kind = 'like', new.kind = 'save', new.kind = 'follow')
  ON CONFLICT (subject_type, subject_id, day) DO UPDATE
    SET likes = likes + excluded.likes, saves = saves + excluded.saves, follows = follows + excluded.follows;
END;
--> statement-breakpoint
CREATE TRIGGER `reactions_metrics_ad` AFTER DELETE ON `reactions`
WHEN old.subject_type IN ('track', 'album', 'artist') BEGIN
  INSERT INTO `daily_metrics` (subject_type, subject_id, day, likes, saves, follows)
  VALUES (old.subject_type, old.subject_id, unixepoch() / 86400,
          -(old.kind = 'like'), -(old.kind = 'save'), -(old.kind = 'follow'))
  ON CONFLICT (subject_type, subject_id, day) DO UPDATE
    SET likes = likes + excluded.likes, saves = saves + excluded.saves, follows = follows + excluded.follows;
END;
--> statement-breakpoint
-- Backfill from the plays and reactions already stored (once; the triggers keep the rows from here on).
CREATE VIEW `metric_backfill` AS
SELECT p.user_id, p.counted_at / 86400000 AS day, s.subject_type, s.subject_id,
       coalesce((SELECT upper(country) FROM `users` WHERE id = p.user_id AND length(country) = 2), 'ZZ') AS country,
       coalesce(p.context_type, 'direct') AS source_type,
       CASE WHEN p.context_type IS NULL THEN '' ELSE coalesce(p.context_id, '') END AS source_id
FROM `plays` p
JOIN (SELECT 'track' AS subject_type, id AS subject_id, id AS track_id FROM `tracks`
      UNION ALL SELECT 'album', album_id, id FROM `tracks` WHERE album_id IS NOT NULL
      UNION ALL SELECT 'artist', artist_id, id FROM `tracks`) AS s ON s.track_id = p.track_id
WHERE p.counted_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO `listener_days` (subject_type, subject_id, user_id, last_day)
SELECT subject_type, subject_id, user_id, max(day) FROM `metric_backfill` GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO `daily_metrics` (subject_type, subject_id, day, listeners, last_listeners)
SELECT subject_type, subject_id, day, count(DISTINCT user_id), 0 FROM `metric_backfill` GROUP BY 1, 2, 3;
--> statement-breakpoint
UPDATE `daily_metrics` SET last_listeners = (
  SELECT count(*) FROM `listener_days` l WHERE l.subject_type = daily_metrics.subject_type
    AND l.subject_id = daily_metrics.subject_id AND l.last_day = daily_metrics.day);
--> statement-breakpoint
INSERT INTO `daily_play_countries` (subject_type, subject_id, day, country, plays)
SELECT subject_type, subject_id, day, country, count(*) FROM `metric_backfill` GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO `daily_play_sources` (subject_type, subject_id, day, source_type, source_id, plays)
SELECT subject_type, subject_id, day, source_type, source_id, count(*) FROM `metric_backfill`
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO `daily_metrics` (subject_type, subject_id, day, likes, saves, follows)
SELECT subject_type, subject_id, created_at / 86400000,
       sum(kind = 'like'), sum(kind = 'save'), sum(kind = 'follow')
FROM `reactions` WHERE subject_type IN ('track', 'album', 'artist') GROUP BY 1, 2, 3
ON CONFLICT (subject_type, subject_id, day) DO UPDATE
  SET likes = excluded.likes, saves = excluded.saves, follows = excluded.follows;
--> statement-breakpoint
DROP VIEW `metric_backfill`;
