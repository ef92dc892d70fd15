CREATE TABLE `song_bids` (
	`id` text PRIMARY KEY NOT NULL,
	`song_id` text NOT NULL,
	`bidder_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`fee_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`hold_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`buy_now` integer DEFAULT false NOT NULL,
	`expires_at` integer NOT NULL,
	`approved_at` integer,
	`completes_at` integer,
	`ended_at` integer,
	`terms` text,
	`order_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`song_id`) REFERENCES `written_songs`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`bidder_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`hold_id`) REFERENCES `ledger_holds`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "song_bids_amount_ck" CHECK("song_bids"."amount_cents" between 100 and 100000000),
	CONSTRAINT "song_bids_total_ck" CHECK("song_bids"."total_cents" = "song_bids"."amount_cents" + "song_bids"."fee_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `song_bids_open_uq` ON `song_bids` (`song_id`,`bidder_id`) WHERE "song_bids"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX `song_bids_deal_uq` ON `song_bids` (`song_id`) WHERE "song_bids"."status" in ('approved', 'completed');--> statement-breakpoint
CREATE INDEX `song_bids_song_idx` ON `song_bids` (`song_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `song_bids_bidder_idx` ON `song_bids` (`bidder_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `song_bids_due_idx` ON `song_bids` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `song_bids_completes_idx` ON `song_bids` (`status`,`completes_at`);--> statement-breakpoint
CREATE TABLE `song_daily` (
	`song_id` text NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`bids` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`song_id`, `day`),
	FOREIGN KEY (`song_id`) REFERENCES `written_songs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `song_writers` (
	`song_id` text NOT NULL,
	`user_id` text NOT NULL,
	`split` integer NOT NULL,
	`consent` text DEFAULT 'pending' NOT NULL,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`song_id`, `user_id`),
	FOREIGN KEY (`song_id`) REFERENCES `written_songs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "song_writers_split_ck" CHECK("song_writers"."split" between 1 and 100)
);
--> statement-breakpoint
CREATE INDEX `song_writers_user_idx` ON `song_writers` (`user_id`,`song_id`);--> statement-breakpoint
CREATE TABLE `written_songs` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`lyrics` text NOT NULL,
	`language` text NOT NULL,
	`genre_id` text,
	`mood_id` text,
	`description` text,
	`demo_track_id` text,
	`asking_price_cents` integer NOT NULL,
	`min_bid_cents` integer NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`listed` integer DEFAULT false NOT NULL,
	`deal_bid_id` text,
	`sold_at` integer,
	`buyer_id` text,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`genre_id`) REFERENCES `genres`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`mood_id`) REFERENCES `moods`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`demo_track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "written_songs_status_ck" CHECK("written_songs"."status" in (0, 1)),
	CONSTRAINT "written_songs_min_bid_ck" CHECK("written_songs"."min_bid_cents" between 100 and 100000000),
	CONSTRAINT "written_songs_asking_ck" CHECK("written_songs"."asking_price_cents" = 0 or "written_songs"."asking_price_cents" between "written_songs"."min_bid_cents" and 100000000),
	CONSTRAINT "written_songs_lyrics_ck" CHECK(length("written_songs"."lyrics") <= 20000)
);
--> statement-breakpoint
CREATE INDEX `written_songs_owner_idx` ON `written_songs` (`owner_id`,`id`);--> statement-breakpoint
CREATE INDEX `written_songs_market_idx` ON `written_songs` (`listed`,`id`);--> statement-breakpoint
CREATE INDEX `written_songs_market_price_idx` ON `written_songs` (`listed`,`min_bid_cents`,`id`);--> statement-breakpoint
CREATE INDEX `written_songs_market_genre_idx` ON `written_songs` (`listed`,`genre_id`,`id`);--> statement-breakpoint
-- A bid moves only as `bidMoves` allows (features/songs/machine.ts generates this text; a test compares).
CREATE TRIGGER `song_bids_status_bu` BEFORE UPDATE OF status ON `song_bids`
WHEN new.status IS NOT old.status
  AND NOT (old.status = 'pending' AND new.status IN ('approved', 'declined', 'withdrawn', 'expired'))
  AND NOT (old.status = 'approved' AND new.status IN ('completed', 'cancelled'))
BEGIN
  SELECT RAISE(ABORT, 'songs: bid already moved on');
END;
--> statement-breakpoint
-- A bid is placed only on a song on the market, never by one of its writers; its amount moves only while
-- pending. Of racing writes the late one aborts its whole batch (the hold it placed with it included).
CREATE TRIGGER `song_bids_placed` BEFORE INSERT ON `song_bids`
BEGIN
  SELECT RAISE(ABORT, 'songs: not on the market')
  WHERE NOT EXISTS (SELECT 1 FROM `written_songs` WHERE `id` = NEW.`song_id` AND `listed` = 1);
  SELECT RAISE(ABORT, 'songs: own song')
  WHERE EXISTS (SELECT 1 FROM `song_writers` WHERE `song_id` = NEW.`song_id` AND `user_id` = NEW.`bidder_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `song_bids_amount_pending` BEFORE UPDATE OF `amount_cents`, `hold_id` ON `song_bids`
WHEN OLD.`status` <> 'pending'
BEGIN
  SELECT RAISE(ABORT, 'songs: bid already moved on');
END;
--> statement-breakpoint
-- A deal is struck only while the song is on the market (every writer consented, listing approved).
CREATE TRIGGER `song_bids_approved` BEFORE UPDATE OF status ON `song_bids`
WHEN NEW.`status` = 'approved'
BEGIN
  SELECT RAISE(ABORT, 'songs: not on the market')
  WHERE NOT EXISTS (SELECT 1 FROM `written_songs` WHERE `id` = NEW.`song_id` AND `listed` = 1);
END;
--> statement-breakpoint
-- `written_songs.listed`: active, not deleted, no deal running, not sold, its listing up and approved, and
-- every writer's consent given. Each source has its trigger, all computing the same expression.
CREATE TRIGGER `written_songs_listed` AFTER UPDATE OF `status`, `deal_bid_id`, `sold_at`, `deleted_at` ON `written_songs`
BEGIN
  UPDATE `written_songs` SET `listed` = (
    NEW.`status` = 1 AND NEW.`deleted_at` IS NULL AND NEW.`deal_bid_id` IS NULL AND NEW.`sold_at` IS NULL
    AND EXISTS (SELECT 1 FROM `listings` WHERE `kind` = 'song' AND `item_id` = NEW.`id` AND `status` = 1
      AND `approval` = 'approved')
    AND NOT EXISTS (SELECT 1 FROM `song_writers` WHERE `song_id` = NEW.`id` AND `consent` <> 'accepted'))
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `song_writers_listed_insert` AFTER INSERT ON `song_writers`
BEGIN
  UPDATE `written_songs` SET `listed` = 0 WHERE `id` = NEW.`song_id` AND NEW.`consent` <> 'accepted';
END;
--> statement-breakpoint
CREATE TRIGGER `song_writers_listed_update` AFTER UPDATE OF `consent` ON `song_writers`
BEGIN
  UPDATE `written_songs` SET `listed` = (
    `status` = 1 AND `deleted_at` IS NULL AND `deal_bid_id` IS NULL AND `sold_at` IS NULL
    AND EXISTS (SELECT 1 FROM `listings` WHERE `kind` = 'song' AND `item_id` = NEW.`song_id` AND `status` = 1
      AND `approval` = 'approved')
    AND NOT EXISTS (SELECT 1 FROM `song_writers` WHERE `song_id` = NEW.`song_id` AND `consent` <> 'accepted'))
  WHERE `id` = NEW.`song_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_song_listed_insert` AFTER INSERT ON `listings` WHEN NEW.`kind` = 'song'
BEGIN
  UPDATE `written_songs` SET `listed` = (
    `status` = 1 AND `deleted_at` IS NULL AND `deal_bid_id` IS NULL AND `sold_at` IS NULL
    AND NEW.`status` = 1 AND NEW.`approval` = 'approved'
    AND NOT EXISTS (SELECT 1 FROM `song_writers` WHERE `song_id` = NEW.`item_id` AND `consent` <> 'accepted'))
  WHERE `id` = NEW.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_song_listed_update` AFTER UPDATE OF `status`, `approval` ON `listings`
WHEN NEW.`kind` = 'song'
BEGIN
  UPDATE `written_songs` SET `listed` = (
    `status` = 1 AND `deleted_at` IS NULL AND `deal_bid_id` IS NULL AND `sold_at` IS NULL
    AND NEW.`status` = 1 AND NEW.`approval` = 'approved'
    AND NOT EXISTS (SELECT 1 FROM `song_writers` WHERE `song_id` = NEW.`item_id` AND `consent` <> 'accepted'))
  WHERE `id` = NEW.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_song_listed_delete` AFTER DELETE ON `listings` WHEN OLD.`kind` = 'song'
BEGIN
  UPDATE `written_songs` SET `listed` = 0 WHERE `id` = OLD.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `song_writers_listed_delete` AFTER DELETE ON `song_writers`
BEGIN
  UPDATE `written_songs` SET `listed` = (
    `status` = 1 AND `deleted_at` IS NULL AND `deal_bid_id` IS NULL AND `sold_at` IS NULL
    AND EXISTS (SELECT 1 FROM `listings` WHERE `kind` = 'song' AND `item_id` = OLD.`song_id` AND `status` = 1
      AND `approval` = 'approved')
    AND NOT EXISTS (SELECT 1 FROM `song_writers` WHERE `song_id` = OLD.`song_id` AND `consent` <> 'accepted'))
  WHERE `id` = OLD.`song_id`;
END;
