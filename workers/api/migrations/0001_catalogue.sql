CREATE TABLE `advert_events` (
	`advert_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`day` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`advert_id`, `user_id`, `kind`, `day`),
	FOREIGN KEY (`advert_id`) REFERENCES `adverts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `adverts` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`body` text,
	`image_key` text,
	`target_url` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`view_count` integer DEFAULT 0 NOT NULL,
	`click_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `adverts_status_created_idx` ON `adverts` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `albums` (
	`id` text PRIMARY KEY NOT NULL,
	`artist_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`cover_key` text,
	`genre_id` text,
	`released_at` integer,
	`publication` text DEFAULT 'draft' NOT NULL,
	`visibility` text DEFAULT 'public' NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`track_count` integer DEFAULT 0 NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`save_count` integer DEFAULT 0 NOT NULL,
	`follower_count` integer DEFAULT 0 NOT NULL,
	`play_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`genre_id`) REFERENCES `genres`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `albums_listed_created_idx` ON `albums` (`publication`,`visibility`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `albums_listed_plays_idx` ON `albums` (`publication`,`visibility`,`status`,`play_count`,`id`);--> statement-breakpoint
CREATE INDEX `albums_artist_idx` ON `albums` (`artist_id`,`released_at`);--> statement-breakpoint
CREATE TABLE `artists` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`bio` text,
	`image_key` text,
	`country` text,
	`origin_id` text,
	`status` integer DEFAULT 1 NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`save_count` integer DEFAULT 0 NOT NULL,
	`follower_count` integer DEFAULT 0 NOT NULL,
	`play_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`origin_id`) REFERENCES `origins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `artists_status_created_idx` ON `artists` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `artists_status_plays_idx` ON `artists` (`status`,`play_count`,`id`);--> statement-breakpoint
CREATE INDEX `artists_user_idx` ON `artists` (`user_id`);--> statement-breakpoint
CREATE TABLE `nonstop_tracks` (
	`nonstop_id` text NOT NULL,
	`track_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`nonstop_id`, `track_id`),
	FOREIGN KEY (`nonstop_id`) REFERENCES `nonstops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `nonstop_tracks_order_idx` ON `nonstop_tracks` (`nonstop_id`,`position`);--> statement-breakpoint
CREATE TABLE `nonstops` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`cover_key` text,
	`genre_id` text,
	`mood_id` text,
	`status` integer DEFAULT 1 NOT NULL,
	`track_count` integer DEFAULT 0 NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`save_count` integer DEFAULT 0 NOT NULL,
	`play_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`genre_id`) REFERENCES `genres`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`mood_id`) REFERENCES `moods`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `nonstops_status_created_idx` ON `nonstops` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `nonstops_status_plays_idx` ON `nonstops` (`status`,`play_count`,`id`);--> statement-breakpoint
CREATE TABLE `playlist_tracks` (
	`playlist_id` text NOT NULL,
	`track_id` text NOT NULL,
	`position` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`playlist_id`, `track_id`),
	FOREIGN KEY (`playlist_id`) REFERENCES `playlists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `playlist_tracks_order_idx` ON `playlist_tracks` (`playlist_id`,`position`);--> statement-breakpoint
CREATE INDEX `playlist_tracks_track_idx` ON `playlist_tracks` (`track_id`);--> statement-breakpoint
CREATE TABLE `playlists` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_user_id` text,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`cover_key` text,
	`visibility` text DEFAULT 'private' NOT NULL,
	`track_count` integer DEFAULT 0 NOT NULL,
	`duration_ms` integer DEFAULT 0 NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`save_count` integer DEFAULT 0 NOT NULL,
	`play_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `playlists_visibility_created_idx` ON `playlists` (`visibility`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `playlists_visibility_plays_idx` ON `playlists` (`visibility`,`play_count`,`id`);--> statement-breakpoint
CREATE INDEX `playlists_owner_idx` ON `playlists` (`owner_user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `tracks` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`artist_id` text NOT NULL,
	`album_id` text,
	`track_number` integer,
	`owner_user_id` text,
	`genre_id` text,
	`mood_id` text,
	`origin_id` text,
	`duration_ms` integer NOT NULL,
	`bpm` integer,
	`musical_key` text,
	`audio_key` text NOT NULL,
	`audio_content_type` text NOT NULL,
	`audio_size` integer NOT NULL,
	`cover_key` text,
	`lyrics` text,
	`publication` text DEFAULT 'draft' NOT NULL,
	`visibility` text DEFAULT 'public' NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`save_count` integer DEFAULT 0 NOT NULL,
	`play_count` integer DEFAULT 0 NOT NULL,
	`published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`album_id`) REFERENCES `albums`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`genre_id`) REFERENCES `genres`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`mood_id`) REFERENCES `moods`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`origin_id`) REFERENCES `origins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tracks_listed_created_idx` ON `tracks` (`publication`,`visibility`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tracks_listed_plays_idx` ON `tracks` (`publication`,`visibility`,`status`,`play_count`,`id`);--> statement-breakpoint
CREATE INDEX `tracks_artist_idx` ON `tracks` (`artist_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tracks_album_idx` ON `tracks` (`album_id`,`track_number`);--> statement-breakpoint
CREATE INDEX `tracks_owner_idx` ON `tracks` (`owner_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tracks_genre_idx` ON `tracks` (`genre_id`,`play_count`);--> statement-breakpoint
CREATE INDEX `tracks_mood_idx` ON `tracks` (`mood_id`,`play_count`);--> statement-breakpoint
CREATE TABLE `daily_plays` (
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`day` integer NOT NULL,
	`plays` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`subject_type`, `subject_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `daily_plays_window_idx` ON `daily_plays` (`subject_type`,`day`,`plays`);--> statement-breakpoint
CREATE TABLE `plays` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`track_id` text NOT NULL,
	`context_type` text,
	`context_id` text,
	`listened_ms` integer DEFAULT 0 NOT NULL,
	`counted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `plays_user_recent_idx` ON `plays` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `plays_user_track_idx` ON `plays` (`user_id`,`track_id`,`counted_at`);--> statement-breakpoint
CREATE TABLE `reactions` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `subject_type`, `subject_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reactions_user_recent_idx` ON `reactions` (`user_id`,`kind`,`subject_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `reactions_subject_idx` ON `reactions` (`subject_type`,`subject_id`,`kind`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`msg` text NOT NULL,
	`data` text,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_recent_idx` ON `notifications` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `exchange_rate_updates` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`outcome` text NOT NULL,
	`message` text,
	`changed` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `exchange_rate_updates_recent_idx` ON `exchange_rate_updates` (`created_at`);--> statement-breakpoint
CREATE TABLE `exchange_rates` (
	`code` text PRIMARY KEY NOT NULL,
	`rate_micros` integer NOT NULL,
	`source` text NOT NULL,
	`updated_by` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `access_countries` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`currency` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `access_countries_status_name_idx` ON `access_countries` (`status`,`name`);--> statement-breakpoint
CREATE TABLE `genres` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`normalized_title` text NOT NULL,
	`description` text,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `genres_normalized_title_uq` ON `genres` (`normalized_title`);--> statement-breakpoint
CREATE INDEX `genres_status_title_idx` ON `genres` (`status`,`normalized_title`);--> statement-breakpoint
CREATE TABLE `moods` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`normalized_title` text NOT NULL,
	`description` text,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `moods_normalized_title_uq` ON `moods` (`normalized_title`);--> statement-breakpoint
CREATE INDEX `moods_status_title_idx` ON `moods` (`status`,`normalized_title`);--> statement-breakpoint
CREATE TABLE `origins` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`normalized_title` text NOT NULL,
	`description` text,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `origins_normalized_title_uq` ON `origins` (`normalized_title`);--> statement-breakpoint
CREATE INDEX `origins_status_title_idx` ON `origins` (`status`,`normalized_title`);