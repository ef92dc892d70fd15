CREATE TABLE `beat_listener_days` (
	`beat_id` text NOT NULL,
	`day` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`beat_id`, `day`, `user_id`),
	FOREIGN KEY (`beat_id`) REFERENCES `beats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `beat_tier_templates` (
	`producer_id` text NOT NULL,
	`tier` text NOT NULL,
	`price_cents` integer NOT NULL,
	`distribution_copies` integer,
	`audio_streams` integer,
	`music_videos` integer,
	`radio_stations` integer,
	`paid_performances` integer,
	`term_years` integer,
	PRIMARY KEY(`producer_id`, `tier`),
	FOREIGN KEY (`producer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "beat_tier_templates_price_ck" CHECK("beat_tier_templates"."price_cents" between 100 and 10000000)
);
--> statement-breakpoint
ALTER TABLE `beat_daily` ADD `listeners` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `beats` ADD `preview_track_id` text REFERENCES tracks(id);--> statement-breakpoint
ALTER TABLE `beats` ADD `mp3_track_id` text REFERENCES tracks(id);--> statement-breakpoint
ALTER TABLE `beats` ADD `wav_track_id` text REFERENCES tracks(id);--> statement-breakpoint
ALTER TABLE `beats` ADD `stems_track_id` text REFERENCES tracks(id);--> statement-breakpoint
ALTER TABLE `beats` ADD `recent_plays` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `beats_market_popular_idx` ON `beats` (`listed`,`recent_plays`,`id`);--> statement-breakpoint
CREATE INDEX `beats_preview_idx` ON `beats` (`preview_track_id`);--> statement-breakpoint
ALTER TABLE `beats` DROP COLUMN `cover_key`;--> statement-breakpoint
ALTER TABLE `tracks` ADD `purpose` text DEFAULT 'music' NOT NULL CHECK (`purpose` in ('music', 'beat'));--> statement-breakpoint
-- A beat's file is never published as music, whatever path writes (docs/decisions/0802).
CREATE TRIGGER `tracks_beat_file_unpublished_bu` BEFORE UPDATE OF publication ON `tracks`
WHEN new.purpose = 'beat' AND new.publication = 'published' BEGIN
  SELECT RAISE(ABORT, 'studio:beat-file');
END;
--> statement-breakpoint
-- A beat names only its own producer's files, uploaded for beats (the service answers 404/422 first;
-- this is the backstop any other writer meets).
CREATE TRIGGER `beats_files_owner_bu` BEFORE UPDATE OF preview_track_id, mp3_track_id, wav_track_id, stems_track_id ON `beats`
WHEN EXISTS (
  SELECT 1 FROM (SELECT new.preview_track_id AS id UNION ALL SELECT new.mp3_track_id
    UNION ALL SELECT new.wav_track_id UNION ALL SELECT new.stems_track_id) f
  WHERE f.id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM `tracks` t WHERE t.id = f.id AND t.owner_user_id = new.producer_id AND t.purpose = 'beat')
) BEGIN
  SELECT RAISE(ABORT, 'beats:foreign-file');
END;
--> statement-breakpoint
CREATE TRIGGER `beats_files_owner_bi` BEFORE INSERT ON `beats`
WHEN EXISTS (
  SELECT 1 FROM (SELECT new.preview_track_id AS id UNION ALL SELECT new.mp3_track_id
    UNION ALL SELECT new.wav_track_id UNION ALL SELECT new.stems_track_id) f
  WHERE f.id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM `tracks` t WHERE t.id = f.id AND t.owner_user_id = new.producer_id AND t.purpose = 'beat')
) BEGIN
  SELECT RAISE(ABORT, 'beats:foreign-file');
END;
--> statement-breakpoint
-- A beat's cover is its preview's cover: a new one sends the beat's listing back to moderation, as a new
-- title or preview does (the service handles those).
CREATE TRIGGER `tracks_beat_cover_au` AFTER UPDATE OF cover_key ON `tracks`
WHEN new.purpose = 'beat' AND new.cover_key IS NOT old.cover_key BEGIN
  UPDATE `listings` SET approval = 'pending', reason = NULL, reviewed_at = NULL
  WHERE kind = 'beat' AND item_id IN (SELECT id FROM `beats` WHERE preview_track_id = new.id);
END;
