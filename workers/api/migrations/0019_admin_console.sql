CREATE TABLE `user_application_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `user_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_application_comments_app_idx` ON `user_application_comments` (`application_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type_id` text NOT NULL,
	`category_id` text NOT NULL,
	`motivation` text NOT NULL,
	`links` text NOT NULL,
	`status` text NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`operation_id` text,
	`reason` text,
	`decided_by` text,
	`decided_at` integer,
	`submitted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`type_id`) REFERENCES `user_types`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`category_id`) REFERENCES `user_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "user_applications_fee_ck" CHECK("user_applications"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_applications_open_uq` ON `user_applications` (`user_id`,`type_id`) WHERE "user_applications"."status" in ('awaiting_payment', 'pending');--> statement-breakpoint
CREATE INDEX `user_applications_user_idx` ON `user_applications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_applications_status_idx` ON `user_applications` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `user_applications_type_idx` ON `user_applications` (`type_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_applications_category_idx` ON `user_applications` (`category_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`changes` text NOT NULL,
	`reason` text,
	`ip` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE TRIGGER `user_applications_status_ck_bi` BEFORE INSERT ON `user_applications`
WHEN new.status NOT IN ('awaiting_payment', 'pending', 'approved', 'rejected', 'cancelled')
BEGIN
  SELECT RAISE(ABORT, 'upgrades: unknown application status');
END;
--> statement-breakpoint
-- An application moves forward once (docs/decisions/0700): a fee is paid once, a decision is taken
-- once. The batch that pays or decides updates the status first; this aborts the whole batch (its
-- ledger postings and role grant included) when someone else already moved it.
CREATE TRIGGER `user_applications_status_bu` BEFORE UPDATE OF status ON `user_applications`
WHEN new.status IS NOT old.status
  AND NOT (old.status = 'awaiting_payment' AND new.status IN ('pending', 'cancelled'))
  AND NOT (old.status = 'pending' AND new.status IN ('approved', 'rejected', 'cancelled'))
BEGIN
  SELECT RAISE(ABORT, 'upgrades: application already moved on');
END;
--> statement-breakpoint
-- The audit log is append-only: no call, and no later migration by accident, rewrites it.
CREATE TRIGGER `audit_log_bu` BEFORE UPDATE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'audit: the log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_bd` BEFORE DELETE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'audit: the log is append-only');
END;
--> statement-breakpoint
-- Paid upgrade fees wait here until an admin decides (approve: to the fees account; reject: back to
-- the applicant's wallet). Its balance always equals the fees of paid, undecided applications.
INSERT INTO `ledger_accounts` (`id`, `kind`, `balance`, `held`, `created_at`)
VALUES ('lac_escrow_upgrades', 'escrow', 0, 0, 0) ON CONFLICT DO NOTHING;
