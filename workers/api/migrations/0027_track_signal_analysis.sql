ALTER TABLE `tracks` ADD `loudness_lufs` real;--> statement-breakpoint
ALTER TABLE `tracks` ADD `true_peak_dbtp` real;--> statement-breakpoint
ALTER TABLE `tracks` ADD `loudness_range_lu` real;--> statement-breakpoint
ALTER TABLE `tracks` ADD `measured_bpm` real;--> statement-breakpoint
ALTER TABLE `tracks` ADD `bpm_confidence` real;--> statement-breakpoint
ALTER TABLE `tracks` ADD `first_beat_ms` integer;--> statement-breakpoint
ALTER TABLE `tracks` ADD `first_downbeat_ms` integer;--> statement-breakpoint
ALTER TABLE `tracks` ADD `mix_in_ms` integer;--> statement-breakpoint
ALTER TABLE `tracks` ADD `mix_out_ms` integer;--> statement-breakpoint
ALTER TABLE `tracks` ADD `grid_stable` integer;--> statement-breakpoint
ALTER TABLE `tracks` ADD `analysis_version` integer;--> statement-breakpoint
CREATE INDEX `tracks_analysis_idx` ON `tracks` (`processing`,`analysis_version`);
