-- Full-text search (SQLite FTS5) over tracks, albums, artists and playlists. drizzle-kit cannot
-- express virtual tables or triggers, so this migration is hand-written (`drizzle-kit generate --custom`).
--
-- One FTS table per subject, keyed by the subject row's rowid: updates and deletes then touch exactly
-- one FTS row (a shared table keyed by an UNINDEXED id column would scan the whole index). Triggers keep
-- the index in step inside the same transaction as the change. Visibility is NOT indexed: queries join
-- back to the base table and apply the same "listed" filter as the lists do.
-- `prefix='2 3'` makes 2- and 3-character prefix queries ("lo*") index lookups; diacritics are folded
-- so "Beyonce" finds "Beyoncé".
CREATE VIRTUAL TABLE `tracks_fts` USING fts5(title, subtitle, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `albums_fts` USING fts5(title, subtitle, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `artists_fts` USING fts5(title, subtitle, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `playlists_fts` USING fts5(title, subtitle, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_ai` AFTER INSERT ON `tracks` BEGIN
  INSERT INTO `tracks_fts` (rowid, title, subtitle)
  VALUES (new.rowid, new.title, (SELECT name FROM artists WHERE id = new.artist_id));
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_au` AFTER UPDATE OF title, artist_id ON `tracks` BEGIN
  UPDATE `tracks_fts` SET title = new.title, subtitle = (SELECT name FROM artists WHERE id = new.artist_id)
  WHERE rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_ad` AFTER DELETE ON `tracks` BEGIN
  DELETE FROM `tracks_fts` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_fts_ai` AFTER INSERT ON `albums` BEGIN
  INSERT INTO `albums_fts` (rowid, title, subtitle)
  VALUES (new.rowid, new.title, (SELECT name FROM artists WHERE id = new.artist_id));
END;
--> statement-breakpoint
CREATE TRIGGER `albums_fts_au` AFTER UPDATE OF title, artist_id ON `albums` BEGIN
  UPDATE `albums_fts` SET title = new.title, subtitle = (SELECT name FROM artists WHERE id = new.artist_id)
  WHERE rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_fts_ad` AFTER DELETE ON `albums` BEGIN
  DELETE FROM `albums_fts` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `artists_fts_ai` AFTER INSERT ON `artists` BEGIN
  INSERT INTO `artists_fts` (rowid, title, subtitle) VALUES (new.rowid, new.name, new.bio);
END;
--> statement-breakpoint
-- A renamed artist is also the subtitle of its tracks and albums.
CREATE TRIGGER `artists_fts_au` AFTER UPDATE OF name, bio ON `artists` BEGIN
  UPDATE `artists_fts` SET title = new.name, subtitle = new.bio WHERE rowid = new.rowid;
  UPDATE `tracks_fts` SET subtitle = new.name WHERE rowid IN (SELECT rowid FROM tracks WHERE artist_id = new.id);
  UPDATE `albums_fts` SET subtitle = new.name WHERE rowid IN (SELECT rowid FROM albums WHERE artist_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `artists_fts_ad` AFTER DELETE ON `artists` BEGIN
  DELETE FROM `artists_fts` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `playlists_fts_ai` AFTER INSERT ON `playlists` BEGIN
  INSERT INTO `playlists_fts` (rowid, title, subtitle) VALUES (new.rowid, new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `playlists_fts_au` AFTER UPDATE OF title, description ON `playlists` BEGIN
  UPDATE `playlists_fts` SET title = new.title, subtitle = new.description WHERE rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `playlists_fts_ad` AFTER DELETE ON `playlists` BEGIN
  DELETE FROM `playlists_fts` WHERE rowid = old.rowid;
END;
