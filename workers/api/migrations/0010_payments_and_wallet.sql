CREATE TABLE `payment_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`details` text NOT NULL,
	`token` text,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `payment_methods_user_idx` ON `payment_methods` (`user_id`,`deleted_at`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_default_uq` ON `payment_methods` (`user_id`) WHERE "payment_methods"."is_default" = 1 AND "payment_methods"."deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE `provider_callbacks` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `event_id`)
);
--> statement-breakpoint
CREATE INDEX `provider_callbacks_received_idx` ON `provider_callbacks` (`received_at`);--> statement-breakpoint
CREATE TABLE `provider_sandbox_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`direction` text NOT NULL,
	`reference` text NOT NULL,
	`amount` integer NOT NULL,
	`scenario` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`resolves_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `provider_sandbox_payments_reference_uq` ON `provider_sandbox_payments` (`provider`,`direction`,`reference`);--> statement-breakpoint
CREATE TABLE `wallet_operations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`signed_amount` integer NOT NULL,
	`payment_method_id` text,
	`provider` text,
	`provider_ref` text,
	`hold_id` text,
	`transaction_id` text,
	`reference` text,
	`description` text,
	`counterparty` text,
	`request_type` text,
	`item_id` text,
	`failure_reason` text,
	`balance_after` integer,
	`poll_after` integer,
	`expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`settled_at` integer,
	CONSTRAINT "wallet_operations_amount_ck" CHECK("wallet_operations"."amount" > 0 AND "wallet_operations"."fee" >= 0)
);
--> statement-breakpoint
CREATE INDEX `wallet_operations_user_idx` ON `wallet_operations` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `wallet_operations_user_type_idx` ON `wallet_operations` (`user_id`,`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `wallet_operations_pending_idx` ON `wallet_operations` (`poll_after`) WHERE "wallet_operations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_operations_provider_ref_uq` ON `wallet_operations` (`provider`,`provider_ref`);--> statement-breakpoint
CREATE TABLE `wallet_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`pin_hash` text,
	`pin_set_at` integer,
	`pin_failures` integer DEFAULT 0 NOT NULL,
	`pin_locked_until` integer,
	`daily_limit` integer NOT NULL,
	`monthly_limit` integer NOT NULL,
	`raised_daily_limit` integer,
	`raised_monthly_limit` integer,
	`raise_effective_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`locked_until` integer,
	`committed` integer DEFAULT false NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);