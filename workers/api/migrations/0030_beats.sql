CREATE TABLE `beat_licences` (
	`id` text PRIMARY KEY NOT NULL,
	`beat_id` text NOT NULL,
	`tier` text NOT NULL,
	`buyer_id` text NOT NULL,
	`order_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`beat_id`) REFERENCES `beats`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `beat_licences_buyer_uq` ON `beat_licences` (`beat_id`,`tier`,`buyer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `beat_licences_exclusive_uq` ON `beat_licences` (`beat_id`) WHERE "beat_licences"."tier" = 'exclusive';--> statement-breakpoint
CREATE INDEX `beat_licences_buyer_idx` ON `beat_licences` (`buyer_id`,`id`);--> statement-breakpoint
CREATE TABLE `beat_tiers` (
	`beat_id` text NOT NULL,
	`tier` text NOT NULL,
	`price_cents` integer NOT NULL,
	`distribution_copies` integer,
	`audio_streams` integer,
	`music_videos` integer,
	`radio_stations` integer,
	`paid_performances` integer,
	`term_years` integer,
	PRIMARY KEY(`beat_id`, `tier`),
	FOREIGN KEY (`beat_id`) REFERENCES `beats`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "beat_tiers_price_ck" CHECK("beat_tiers"."price_cents" between 100 and 10000000)
);
--> statement-breakpoint
CREATE TABLE `beats` (
	`id` text PRIMARY KEY NOT NULL,
	`producer_id` text NOT NULL,
	`title` text NOT NULL,
	`bpm` integer NOT NULL,
	`musical_key` text NOT NULL,
	`genre_id` text,
	`mood_id` text,
	`tags` text NOT NULL,
	`description` text,
	`cover_key` text,
	`is_published` integer DEFAULT false NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`lowest_price_cents` integer NOT NULL,
	`exclusive_sold_at` integer,
	`listed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`producer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`genre_id`) REFERENCES `genres`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`mood_id`) REFERENCES `moods`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "beats_bpm_ck" CHECK("beats"."bpm" between 40 and 240)
);
--> statement-breakpoint
CREATE INDEX `beats_producer_idx` ON `beats` (`producer_id`,`id`);--> statement-breakpoint
CREATE INDEX `beats_market_new_idx` ON `beats` (`listed`,`is_featured`,`id`);--> statement-breakpoint
CREATE INDEX `beats_market_price_idx` ON `beats` (`listed`,`lowest_price_cents`,`id`);--> statement-breakpoint
CREATE INDEX `beats_market_genre_idx` ON `beats` (`listed`,`genre_id`,`is_featured`,`id`);--> statement-breakpoint
CREATE TABLE `listings` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`lowest_price_cents` integer NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`approval` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "listings_status_ck" CHECK("listings"."status" in (0, 1))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listings_item_uq` ON `listings` (`kind`,`item_id`);--> statement-breakpoint
CREATE INDEX `listings_queue_idx` ON `listings` (`approval`,`id`);--> statement-breakpoint
CREATE INDEX `listings_seller_idx` ON `listings` (`seller_id`,`id`);--> statement-breakpoint
-- A producer features at most 5 beats (the service answers 422 on is_featured when this aborts).
CREATE TRIGGER `beats_featured_limit` BEFORE UPDATE OF `is_featured` ON `beats`
WHEN NEW.`is_featured` = 1 AND OLD.`is_featured` = 0
BEGIN
  SELECT RAISE(ABORT, 'beats: featured limit')
  WHERE (SELECT count(*) FROM `beats` WHERE `producer_id` = NEW.`producer_id` AND `is_featured` = 1) >= 5;
END;
--> statement-breakpoint
-- Once a beat is sold exclusively no licence of it is sold again: of two racing batches, one aborts whole.
CREATE TRIGGER `beat_licences_after_exclusive` BEFORE INSERT ON `beat_licences`
BEGIN
  SELECT RAISE(ABORT, 'beats: sold exclusively')
  WHERE EXISTS (SELECT 1 FROM `beat_licences` WHERE `beat_id` = NEW.`beat_id` AND `tier` = 'exclusive');
END;
--> statement-breakpoint
CREATE TRIGGER `beat_licences_exclusive_sold` AFTER INSERT ON `beat_licences`
WHEN NEW.`tier` = 'exclusive'
BEGIN
  UPDATE `beats` SET `exclusive_sold_at` = NEW.`created_at` WHERE `id` = NEW.`beat_id`;
END;
--> statement-breakpoint
-- `beats.listed`: published, not sold exclusively, and its listing up and approved.
CREATE TRIGGER `beats_listed` AFTER UPDATE OF `is_published`, `exclusive_sold_at` ON `beats`
BEGIN
  UPDATE `beats` SET `listed` = (
    NEW.`is_published` = 1 AND NEW.`exclusive_sold_at` IS NULL AND EXISTS (
      SELECT 1 FROM `listings` WHERE `kind` = 'beat' AND `item_id` = NEW.`id` AND `status` = 1
        AND `approval` = 'approved'))
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_beat_listed_insert` AFTER INSERT ON `listings` WHEN NEW.`kind` = 'beat'
BEGIN
  UPDATE `beats` SET `listed` = (`is_published` = 1 AND `exclusive_sold_at` IS NULL AND NEW.`status` = 1
    AND NEW.`approval` = 'approved') WHERE `id` = NEW.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_beat_listed_update` AFTER UPDATE OF `status`, `approval` ON `listings`
WHEN NEW.`kind` = 'beat'
BEGIN
  UPDATE `beats` SET `listed` = (`is_published` = 1 AND `exclusive_sold_at` IS NULL AND NEW.`status` = 1
    AND NEW.`approval` = 'approved') WHERE `id` = NEW.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_beat_listed_delete` AFTER DELETE ON `listings` WHEN OLD.`kind` = 'beat'
BEGIN
  UPDATE `beats` SET `listed` = 0 WHERE `id` = OLD.`item_id`;
END;
