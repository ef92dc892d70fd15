CREATE TABLE `order_payees` (
	`order_id` text NOT NULL,
	`user_id` text NOT NULL,
	`share_bps` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`order_id`, `user_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "order_payees_share_ck" CHECK("order_payees"."share_bps" between 1 and 10000)
);
--> statement-breakpoint
CREATE INDEX `order_payees_user_idx` ON `order_payees` (`user_id`,`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`buyer_id` text NOT NULL,
	`market` text NOT NULL,
	`item_kind` text NOT NULL,
	`item_id` text NOT NULL,
	`tier` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`fee_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`refunded_fee_cents` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`currency_rate` text,
	`status` text NOT NULL,
	`terms` text NOT NULL,
	`contract_key` text,
	`one_per_buyer` integer DEFAULT false NOT NULL,
	`operation_id` text,
	`created_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "orders_price_ck" CHECK("orders"."price_cents" > 0),
	CONSTRAINT "orders_fee_ck" CHECK("orders"."fee_cents" >= 0),
	CONSTRAINT "orders_total_ck" CHECK("orders"."total_cents" = "orders"."price_cents" + "orders"."fee_cents"),
	CONSTRAINT "orders_refunded_ck" CHECK("orders"."refunded_cents" between 0 and "orders"."price_cents" and "orders"."refunded_fee_cents" between 0 and "orders"."fee_cents")
);
--> statement-breakpoint
CREATE INDEX `orders_buyer_idx` ON `orders` (`buyer_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_one_per_buyer_uq` ON `orders` (`buyer_id`,`item_kind`,`item_id`,`tier`) WHERE "orders"."one_per_buyer" = 1;--> statement-breakpoint
-- Orders (features/commerce, docs/decisions/0800). An order's status moves once, from `held` only; the
-- trigger is generated from features/commerce/machine.ts (a test holds this text to the code).
CREATE TRIGGER `orders_status_bu` BEFORE UPDATE OF status ON `orders`
WHEN new.status IS NOT old.status
  AND NOT (old.status = 'held' AND new.status IN ('released', 'refunded', 'partially_refunded'))
BEGIN
  SELECT RAISE(ABORT, 'commerce: order already moved on');
END;
--> statement-breakpoint
-- The terms as sold are the contract's source: nobody changes them afterwards.
CREATE TRIGGER `orders_terms_bu` BEFORE UPDATE OF terms ON `orders`
WHEN new.terms IS NOT old.terms
BEGIN
  SELECT RAISE(ABORT, 'commerce: order terms are immutable');
END;
--> statement-breakpoint
-- Payees are fixed with the order: their shares are what releases pay.
CREATE TRIGGER `order_payees_bu` BEFORE UPDATE ON `order_payees`
BEGIN
  SELECT RAISE(ABORT, 'commerce: order payees are immutable');
END;
