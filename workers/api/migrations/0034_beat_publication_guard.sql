CREATE INDEX `beat_listener_days_day_idx` ON `beat_listener_days` (`day`);--> statement-breakpoint
-- A published beat has its preview and every file its offered tiers deliver (MP3 for every tier, WAV from
-- premium up, stems from trackout up), processed (docs/decisions/0802). The service answers 422 first; these
-- are the guard a race (a publish against an edit dropping a file) or any other writer meets.
CREATE TRIGGER `beats_publish_files_bu` BEFORE UPDATE OF is_published, preview_track_id, mp3_track_id, wav_track_id, stems_track_id ON `beats`
WHEN new.is_published = 1 AND (
  NOT EXISTS (SELECT 1 FROM `tracks` WHERE id = new.preview_track_id AND processing = 'ready')
  OR (EXISTS (SELECT 1 FROM `beat_tiers` WHERE beat_id = new.id)
    AND NOT EXISTS (SELECT 1 FROM `tracks` WHERE id = new.mp3_track_id AND processing = 'ready'))
  OR (EXISTS (SELECT 1 FROM `beat_tiers` WHERE beat_id = new.id AND tier <> 'basic')
    AND NOT EXISTS (SELECT 1 FROM `tracks` WHERE id = new.wav_track_id AND processing = 'ready'))
  OR (EXISTS (SELECT 1 FROM `beat_tiers` WHERE beat_id = new.id AND tier NOT IN ('basic', 'premium'))
    AND NOT EXISTS (SELECT 1 FROM `tracks` WHERE id = new.stems_track_id AND processing = 'ready'))
) BEGIN
  SELECT RAISE(ABORT, 'beats:files-missing');
END;
--> statement-breakpoint
-- A tier offered on a published beat needs its files there too (an edit replacing the tiers inserts them).
CREATE TRIGGER `beat_tiers_files_ai` AFTER INSERT ON `beat_tiers`
WHEN EXISTS (SELECT 1 FROM `beats` b WHERE b.id = new.beat_id AND b.is_published = 1 AND (
  NOT EXISTS (SELECT 1 FROM `tracks` WHERE id = b.mp3_track_id AND processing = 'ready')
  OR (new.tier <> 'basic' AND NOT EXISTS (SELECT 1 FROM `tracks` WHERE id = b.wav_track_id AND processing = 'ready'))
  OR (new.tier NOT IN ('basic', 'premium')
    AND NOT EXISTS (SELECT 1 FROM `tracks` WHERE id = b.stems_track_id AND processing = 'ready'))
)) BEGIN
  SELECT RAISE(ABORT, 'beats:files-missing');
END;
