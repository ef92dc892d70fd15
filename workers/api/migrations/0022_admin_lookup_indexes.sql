CREATE INDEX `albums_genre_idx` ON `albums` (`genre_id`);--> statement-breakpoint
CREATE INDEX `artists_origin_idx` ON `artists` (`origin_id`);--> statement-breakpoint
CREATE INDEX `tracks_origin_idx` ON `tracks` (`origin_id`);--> statement-breakpoint
CREATE INDEX `nonstops_genre_idx` ON `nonstops` (`genre_id`);--> statement-breakpoint
CREATE INDEX `nonstops_mood_idx` ON `nonstops` (`mood_id`);--> statement-breakpoint
CREATE INDEX `user_applications_submitted_idx` ON `user_applications` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `user_applications_decided_idx` ON `user_applications` (`status`,`decided_at`);