-- Exact list totals at any catalogue size (docs/decisions/0308). `listed_totals` (0003) holds one row per
-- list filter; these triggers keep it in step inside the same transaction as every change to tracks,
-- albums and artists, so a total is one primary-key read instead of a count(*) over every listed row.
-- drizzle-kit cannot express triggers, so this migration is hand-written (`drizzle-kit generate --custom`).
--
-- Listed = what the lists show (services/catalogue/visibility.ts): tracks and albums published, public
-- and active; artists and non-stops active; playlists public. A listed track counts in four rows, one per filter its list accepts:
-- (genre, mood), (genre, *), (*, mood), (*, *), where a missing genre or mood is ''. Only a change that
-- moves a row into or out of the listed state, or changes its genre or mood, touches the totals.
INSERT INTO `listed_totals` (subject, genre, mood, n)
SELECT 'track', g, m, count(*) FROM (
  SELECT coalesce(genre_id, '') AS g, coalesce(mood_id, '') AS m FROM tracks
    WHERE publication = 'published' AND visibility = 'public' AND status = 1
  UNION ALL SELECT coalesce(genre_id, ''), '*' FROM tracks
    WHERE publication = 'published' AND visibility = 'public' AND status = 1
  UNION ALL SELECT '*', coalesce(mood_id, '') FROM tracks
    WHERE publication = 'published' AND visibility = 'public' AND status = 1
  UNION ALL SELECT '*', '*' FROM tracks
    WHERE publication = 'published' AND visibility = 'public' AND status = 1
) GROUP BY g, m;
--> statement-breakpoint
INSERT INTO `listed_totals` (subject, genre, mood, n)
SELECT 'album', '*', '*', count(*) FROM albums
  WHERE publication = 'published' AND visibility = 'public' AND status = 1;
--> statement-breakpoint
INSERT INTO `listed_totals` (subject, genre, mood, n)
SELECT 'artist', '*', '*', count(*) FROM artists WHERE status = 1;
--> statement-breakpoint
INSERT INTO `listed_totals` (subject, genre, mood, n)
SELECT 'playlist', '*', '*', count(*) FROM playlists WHERE visibility = 'public';
--> statement-breakpoint
INSERT INTO `listed_totals` (subject, genre, mood, n)
SELECT 'nonstop', '*', '*', count(*) FROM nonstops WHERE status = 1;
--> statement-breakpoint
CREATE TRIGGER `tracks_listed_totals_ai` AFTER INSERT ON `tracks`
WHEN new.publication = 'published' AND new.visibility = 'public' AND new.status = 1 BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n)
  SELECT 'track', g.v, m.v, 1
  FROM (SELECT coalesce(new.genre_id, '') AS v UNION ALL SELECT '*') AS g,
       (SELECT coalesce(new.mood_id, '') AS v UNION ALL SELECT '*') AS m
  WHERE true
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_listed_totals_ad` AFTER DELETE ON `tracks`
WHEN old.publication = 'published' AND old.visibility = 'public' AND old.status = 1 BEGIN
  UPDATE `listed_totals` SET n = n - 1
  WHERE subject = 'track' AND genre IN (coalesce(old.genre_id, ''), '*')
    AND mood IN (coalesce(old.mood_id, ''), '*');
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_listed_totals_au` AFTER UPDATE OF publication, visibility, status, genre_id, mood_id ON `tracks`
WHEN old.publication IS NOT new.publication OR old.visibility IS NOT new.visibility
  OR old.status IS NOT new.status OR old.genre_id IS NOT new.genre_id OR old.mood_id IS NOT new.mood_id BEGIN
  UPDATE `listed_totals` SET n = n - 1
  WHERE subject = 'track' AND genre IN (coalesce(old.genre_id, ''), '*')
    AND mood IN (coalesce(old.mood_id, ''), '*')
    AND old.publication = 'published' AND old.visibility = 'public' AND old.status = 1;
  INSERT INTO `listed_totals` (subject, genre, mood, n)
  SELECT 'track', g.v, m.v, 1
  FROM (SELECT coalesce(new.genre_id, '') AS v UNION ALL SELECT '*') AS g,
       (SELECT coalesce(new.mood_id, '') AS v UNION ALL SELECT '*') AS m
  WHERE new.publication = 'published' AND new.visibility = 'public' AND new.status = 1
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_listed_totals_ai` AFTER INSERT ON `albums`
WHEN new.publication = 'published' AND new.visibility = 'public' AND new.status = 1 BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n) VALUES ('album', '*', '*', 1)
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_listed_totals_ad` AFTER DELETE ON `albums`
WHEN old.publication = 'published' AND old.visibility = 'public' AND old.status = 1 BEGIN
  UPDATE `listed_totals` SET n = n - 1 WHERE subject = 'album' AND genre = '*' AND mood = '*';
END;
--> statement-breakpoint
CREATE TRIGGER `albums_listed_totals_au` AFTER UPDATE OF publication, visibility, status ON `albums`
WHEN (old.publication = 'published' AND old.visibility = 'public' AND old.status = 1)
  IS NOT (new.publication = 'published' AND new.visibility = 'public' AND new.status = 1) BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n)
  VALUES ('album', '*', '*', CASE WHEN new.publication = 'published' AND new.visibility = 'public' AND new.status = 1 THEN 1 ELSE -1 END)
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `artists_listed_totals_ai` AFTER INSERT ON `artists` WHEN new.status = 1 BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n) VALUES ('artist', '*', '*', 1)
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `artists_listed_totals_ad` AFTER DELETE ON `artists` WHEN old.status = 1 BEGIN
  UPDATE `listed_totals` SET n = n - 1 WHERE subject = 'artist' AND genre = '*' AND mood = '*';
END;
--> statement-breakpoint
CREATE TRIGGER `artists_listed_totals_au` AFTER UPDATE OF status ON `artists`
WHEN (old.status = 1) IS NOT (new.status = 1) BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n)
  VALUES ('artist', '*', '*', CASE WHEN new.status = 1 THEN 1 ELSE -1 END)
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `playlists_listed_totals_ai` AFTER INSERT ON `playlists` WHEN new.visibility = 'public' BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n) VALUES ('playlist', '*', '*', 1)
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `playlists_listed_totals_ad` AFTER DELETE ON `playlists` WHEN old.visibility = 'public' BEGIN
  UPDATE `listed_totals` SET n = n - 1 WHERE subject = 'playlist' AND genre = '*' AND mood = '*';
END;
--> statement-breakpoint
CREATE TRIGGER `playlists_listed_totals_au` AFTER UPDATE OF visibility ON `playlists`
WHEN (old.visibility = 'public') IS NOT (new.visibility = 'public') BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n)
  VALUES ('playlist', '*', '*', CASE WHEN new.visibility = 'public' THEN 1 ELSE -1 END)
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `nonstops_listed_totals_ai` AFTER INSERT ON `nonstops` WHEN new.status = 1 BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n) VALUES ('nonstop', '*', '*', 1)
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nonstops_listed_totals_ad` AFTER DELETE ON `nonstops` WHEN old.status = 1 BEGIN
  UPDATE `listed_totals` SET n = n - 1 WHERE subject = 'nonstop' AND genre = '*' AND mood = '*';
END;
--> statement-breakpoint
CREATE TRIGGER `nonstops_listed_totals_au` AFTER UPDATE OF status ON `nonstops`
WHEN (old.status = 1) IS NOT (new.status = 1) BEGIN
  INSERT INTO `listed_totals` (subject, genre, mood, n)
  VALUES ('nonstop', '*', '*', CASE WHEN new.status = 1 THEN 1 ELSE -1 END)
  ON CONFLICT (subject, genre, mood) DO UPDATE SET n = n + excluded.n;
END;
