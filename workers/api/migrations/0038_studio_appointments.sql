CREATE TABLE `studio_booking_cells` (
	`studio_id` text NOT NULL,
	`cell` integer NOT NULL,
	`booking_id` text NOT NULL,
	PRIMARY KEY(`studio_id`, `cell`),
	FOREIGN KEY (`studio_id`) REFERENCES `studios`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`booking_id`) REFERENCES `studio_bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `studio_booking_cells_booking_idx` ON `studio_booking_cells` (`booking_id`);--> statement-breakpoint
CREATE TABLE `studio_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`studio_id` text NOT NULL,
	`client_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`hours` integer NOT NULL,
	`time_zone` text NOT NULL,
	`notes` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`order_id` text,
	`price_cents` integer NOT NULL,
	`deposit_cents` integer NOT NULL,
	`fee_cents` integer NOT NULL,
	`confirmed_at` integer,
	`ended_at` integer,
	`cancelled_by` text,
	`reminded_day_at` integer,
	`reminded_hour_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`studio_id`) REFERENCES `studios`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "studio_bookings_hours_ck" CHECK("studio_bookings"."hours" between 1 and 8),
	CONSTRAINT "studio_bookings_span_ck" CHECK("studio_bookings"."ends_at" = "studio_bookings"."starts_at" + "studio_bookings"."hours" * 3600000),
	CONSTRAINT "studio_bookings_money_ck" CHECK("studio_bookings"."deposit_cents" between 0 and "studio_bookings"."price_cents" and "studio_bookings"."fee_cents" >= 0
        and ("studio_bookings"."deposit_cents" = 0) = ("studio_bookings"."order_id" is null)),
	CONSTRAINT "studio_bookings_notes_ck" CHECK("studio_bookings"."notes" is null or length("studio_bookings"."notes") <= 1000)
);
--> statement-breakpoint
CREATE INDEX `studio_bookings_client_idx` ON `studio_bookings` (`client_id`,`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `studio_bookings_studio_idx` ON `studio_bookings` (`studio_id`,`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `studio_bookings_due_idx` ON `studio_bookings` (`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `studio_bookings_pending_idx` ON `studio_bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `studio_bookings_start_idx` ON `studio_bookings` (`status`,`starts_at`);--> statement-breakpoint
CREATE TABLE `studio_hours` (
	`studio_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	PRIMARY KEY(`studio_id`, `weekday`, `start_minute`),
	FOREIGN KEY (`studio_id`) REFERENCES `studios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "studio_hours_weekday_ck" CHECK("studio_hours"."weekday" between 0 and 6),
	CONSTRAINT "studio_hours_range_ck" CHECK("studio_hours"."start_minute" >= 0 and "studio_hours"."end_minute" <= 1440 and "studio_hours"."end_minute" > "studio_hours"."start_minute"
        and "studio_hours"."start_minute" % 30 = 0 and "studio_hours"."end_minute" % 30 = 0)
);
--> statement-breakpoint
CREATE TABLE `studio_overrides` (
	`studio_id` text NOT NULL,
	`date` text NOT NULL,
	`ranges` text NOT NULL,
	PRIMARY KEY(`studio_id`, `date`),
	FOREIGN KEY (`studio_id`) REFERENCES `studios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "studio_overrides_ranges_ck" CHECK(json_valid("studio_overrides"."ranges"))
);
--> statement-breakpoint
CREATE TABLE `studios` (
	`id` text PRIMARY KEY NOT NULL,
	`producer_id` text NOT NULL,
	`name` text NOT NULL,
	`city` text NOT NULL,
	`city_key` text NOT NULL,
	`address` text NOT NULL,
	`time_zone` text NOT NULL,
	`hourly_rate_cents` integer NOT NULL,
	`deposit_percent` integer NOT NULL,
	`lengths` text NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`min_notice_hours` integer DEFAULT 0 NOT NULL,
	`horizon_days` integer DEFAULT 60 NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`producer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "studios_status_ck" CHECK("studios"."status" in (0, 1)),
	CONSTRAINT "studios_rate_ck" CHECK("studios"."hourly_rate_cents" between 100 and 100000000),
	CONSTRAINT "studios_deposit_ck" CHECK("studios"."deposit_percent" between 0 and 100),
	CONSTRAINT "studios_lengths_ck" CHECK(json_valid("studios"."lengths") and json_array_length("studios"."lengths") between 1 and 8),
	CONSTRAINT "studios_buffer_ck" CHECK("studios"."buffer_minutes" between 0 and 120),
	CONSTRAINT "studios_notice_ck" CHECK("studios"."min_notice_hours" between 0 and 720),
	CONSTRAINT "studios_horizon_ck" CHECK("studios"."horizon_days" between 1 and 365),
	CONSTRAINT "studios_text_ck" CHECK(length("studios"."name") <= 80 and length("studios"."city") <= 60 and length("studios"."address") <= 200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `studios_producer_uq` ON `studios` (`producer_id`);--> statement-breakpoint
CREATE INDEX `studios_city_idx` ON `studios` (`status`,`city_key`,`hourly_rate_cents`,`id`);--> statement-breakpoint
CREATE INDEX `studios_rate_idx` ON `studios` (`status`,`hourly_rate_cents`,`id`);--> statement-breakpoint
-- A booking moves only as `bookingMoves` allows (features/appointments/machine.ts generates this text; a test
-- compares them): pending → confirmed | declined | cancelled; confirmed → completed | cancelled.
CREATE TRIGGER `studio_bookings_status_bu` BEFORE UPDATE OF status ON `studio_bookings`
WHEN new.status IS NOT old.status
  AND NOT (old.status = 'pending' AND new.status IN ('confirmed', 'declined', 'cancelled'))
  AND NOT (old.status = 'confirmed' AND new.status IN ('completed', 'cancelled'))
BEGIN
  SELECT RAISE(ABORT, 'appointments: booking already moved on');
END;
--> statement-breakpoint
-- Booking deposits (and their fee) wait here from the payment until the booking ends: released to the
-- producer, or refunded to the client. Its balance always equals the deposits + fees of held studio orders.
INSERT INTO `ledger_accounts` (`id`, `kind`, `balance`, `held`, `created_at`)
VALUES ('lac_escrow_studio', 'escrow', 0, 0, 0) ON CONFLICT DO NOTHING;
