CREATE TABLE `track_credits` (
	`track_id` text NOT NULL,
	`role` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`track_id`, `role`, `position`),
	FOREIGN KEY (`track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `track_waveforms` (
	`track_id` text PRIMARY KEY NOT NULL,
	`points` integer NOT NULL,
	`peaks` text NOT NULL,
	FOREIGN KEY (`track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `daily_metrics` (
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`day` integer NOT NULL,
	`listeners` integer DEFAULT 0 NOT NULL,
	`last_listeners` integer DEFAULT 0 NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`saves` integer DEFAULT 0 NOT NULL,
	`follows` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`subject_type`, `subject_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE `daily_play_countries` (
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`day` integer NOT NULL,
	`country` text NOT NULL,
	`plays` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`subject_type`, `subject_id`, `day`, `country`)
);
--> statement-breakpoint
CREATE TABLE `daily_play_sources` (
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`day` integer NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text NOT NULL,
	`plays` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`subject_type`, `subject_id`, `day`, `source_type`, `source_id`)
);
--> statement-breakpoint
CREATE TABLE `listener_days` (
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`user_id` text NOT NULL,
	`last_day` integer NOT NULL,
	PRIMARY KEY(`subject_type`, `subject_id`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `creator_storage` (
	`user_id` text PRIMARY KEY NOT NULL,
	`used_bytes` integer DEFAULT 0 NOT NULL,
	`quota_bytes` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "creator_storage_quota_ck" CHECK("creator_storage"."used_bytes" >= 0 AND "creator_storage"."used_bytes" <= "creator_storage"."quota_bytes")
);
--> statement-breakpoint
CREATE TABLE `track_upload_parts` (
	`upload_id` text NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`size` integer NOT NULL,
	PRIMARY KEY(`upload_id`, `part_number`),
	FOREIGN KEY (`upload_id`) REFERENCES `track_uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `track_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`track_id` text NOT NULL,
	`owner_user_id` text NOT NULL,
	`object_key` text NOT NULL,
	`multipart_id` text,
	`length` integer NOT NULL,
	`offset` integer DEFAULT 0 NOT NULL,
	`filename` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "track_uploads_offset_ck" CHECK("track_uploads"."offset" >= 0 AND "track_uploads"."offset" <= "track_uploads"."length")
);
--> statement-breakpoint
CREATE INDEX `track_uploads_expiry_idx` ON `track_uploads` (`completed_at`,`expires_at`);--> statement-breakpoint
CREATE INDEX `track_uploads_owner_idx` ON `track_uploads` (`owner_user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `albums` ADD `owner_user_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
-- An album's manager is its artist's account.
UPDATE `albums` SET `owner_user_id` = (SELECT `user_id` FROM `artists` WHERE `artists`.`id` = `albums`.`artist_id`);--> statement-breakpoint
CREATE INDEX `albums_owner_idx` ON `albums` (`owner_user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `tracks` ADD `explicit` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tracks` ADD `processing` text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE `tracks` ADD `processing_error` text;--> statement-breakpoint
ALTER TABLE `tracks` ADD `audio_format` text;--> statement-breakpoint
ALTER TABLE `tracks` ADD `codec` text;--> statement-breakpoint
ALTER TABLE `tracks` ADD `sample_rate` integer;--> statement-breakpoint
ALTER TABLE `tracks` ADD `channels` integer;--> statement-breakpoint
ALTER TABLE `tracks` ADD `bitrate` integer;