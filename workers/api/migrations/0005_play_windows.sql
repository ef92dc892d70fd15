CREATE TABLE `play_window_marks` (
	`days` integer PRIMARY KEY NOT NULL,
	`counted_from` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `play_windows` (
	`subject_type` text NOT NULL,
	`days` integer NOT NULL,
	`subject_id` text NOT NULL,
	`plays` integer NOT NULL,
	PRIMARY KEY(`subject_type`, `days`, `subject_id`)
);
--> statement-breakpoint
CREATE INDEX `play_windows_rank_idx` ON `play_windows` (`subject_type`,`days`,`plays`,`subject_id`);