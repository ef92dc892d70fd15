CREATE TABLE `user_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`type_id` text NOT NULL,
	`title` text NOT NULL,
	`normalized_title` text NOT NULL,
	`description` text,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`type_id`) REFERENCES `user_types`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_categories_type_title_uq` ON `user_categories` (`type_id`,`normalized_title`);--> statement-breakpoint
CREATE INDEX `user_categories_type_status_idx` ON `user_categories` (`type_id`,`status`,`normalized_title`);--> statement-breakpoint
CREATE INDEX `user_categories_status_title_idx` ON `user_categories` (`status`,`normalized_title`);--> statement-breakpoint
CREATE TABLE `user_types` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`normalized_title` text NOT NULL,
	`grants_role` text NOT NULL,
	`creator_kind` text,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`needs_evidence` integer DEFAULT false NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "user_types_fee_ck" CHECK("user_types"."fee_cents" >= 0),
	CONSTRAINT "user_types_grant_ck" CHECK(("user_types"."grants_role" = 'creator' AND "user_types"."creator_kind" IS NOT NULL) OR ("user_types"."grants_role" = 'promoter' AND "user_types"."creator_kind" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_types_normalized_title_uq` ON `user_types` (`normalized_title`);--> statement-breakpoint
CREATE INDEX `user_types_status_title_idx` ON `user_types` (`status`,`normalized_title`);