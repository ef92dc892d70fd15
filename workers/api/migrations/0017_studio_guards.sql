-- The creator studio's publication rules and album counts, enforced inside every write to tracks and
-- albums whoever makes it (the managers, uploads, seeds). Hand-written: drizzle-kit cannot express
-- triggers. A RAISE(ABORT, 'studio:<guard>') aborts the whole batch; features/studio/tracks.rules.ts
-- maps each guard to a 422 on the field the creator changed.
--
-- A track can be published only once its audio is ready (processing = 'ready').
CREATE TRIGGER `tracks_publish_ready_bi` BEFORE INSERT ON `tracks`
WHEN new.publication = 'published' AND new.processing <> 'ready' BEGIN
  SELECT RAISE(ABORT, 'studio:track-not-ready');
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_publish_ready_bu` BEFORE UPDATE OF publication, processing ON `tracks`
WHEN new.publication = 'published' AND new.processing <> 'ready' BEGIN
  SELECT RAISE(ABORT, 'studio:track-not-ready');
END;
--> statement-breakpoint
-- A creator's track joins only an album the same creator manages.
CREATE TRIGGER `tracks_album_owner_bu` BEFORE UPDATE OF album_id ON `tracks`
WHEN new.album_id IS NOT NULL AND new.album_id IS NOT old.album_id AND new.owner_user_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM `albums` WHERE id = new.album_id AND owner_user_id = new.owner_user_id) BEGIN
  SELECT RAISE(ABORT, 'studio:album-not-owned');
END;
--> statement-breakpoint
-- An album can be published only with at least one ready track. Albums inserted already published
-- (seeds, imports) are not checked: the managers always create drafts.
CREATE TRIGGER `albums_publish_bu` BEFORE UPDATE OF publication ON `albums`
WHEN new.publication = 'published' AND old.publication <> 'published'
  AND NOT EXISTS (SELECT 1 FROM `tracks` WHERE album_id = new.id AND processing = 'ready') BEGIN
  SELECT RAISE(ABORT, 'studio:album-empty');
END;
--> statement-breakpoint
-- `albums.track_count` is every track on the album (the creator's figure; the listener's album view
-- counts its listed tracks itself), kept by the triggers below in the same transaction as the track
-- write. A published album that loses its last ready track (moved out, deleted) goes back to draft
-- rather than being refused: deleting or moving a track must always be possible, and an empty album is
-- then hidden exactly as if it had never been published.
UPDATE `albums` SET track_count = (SELECT count(*) FROM `tracks` WHERE album_id = albums.id);
--> statement-breakpoint
CREATE TRIGGER `tracks_album_count_ai` AFTER INSERT ON `tracks` WHEN new.album_id IS NOT NULL BEGIN
  UPDATE `albums` SET track_count = track_count + 1 WHERE id = new.album_id;
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_album_count_ad` AFTER DELETE ON `tracks` WHEN old.album_id IS NOT NULL BEGIN
  UPDATE `albums` SET track_count = max(track_count - 1, 0) WHERE id = old.album_id;
  UPDATE `albums` SET publication = 'draft'
  WHERE id = old.album_id AND publication = 'published'
    AND NOT EXISTS (SELECT 1 FROM `tracks` WHERE album_id = old.album_id AND processing = 'ready');
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_album_count_au` AFTER UPDATE OF album_id ON `tracks`
WHEN old.album_id IS NOT new.album_id BEGIN
  UPDATE `albums` SET track_count = max(track_count - 1, 0) WHERE id = old.album_id;
  UPDATE `albums` SET track_count = track_count + 1 WHERE id = new.album_id;
  UPDATE `albums` SET publication = 'draft'
  WHERE id = old.album_id AND publication = 'published'
    AND NOT EXISTS (SELECT 1 FROM `tracks` WHERE album_id = old.album_id AND processing = 'ready');
END;
