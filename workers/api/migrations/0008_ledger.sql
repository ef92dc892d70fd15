CREATE TABLE `ledger_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`provider` text,
	`balance` integer DEFAULT 0 NOT NULL,
	`held` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "ledger_accounts_held_ck" CHECK("ledger_accounts"."held" >= 0),
	CONSTRAINT "ledger_accounts_no_overdraft_ck" CHECK("ledger_accounts"."kind" <> 'wallet' OR ("ledger_accounts"."balance" >= 0 AND "ledger_accounts"."held" <= "ledger_accounts"."balance"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_accounts_user_uq` ON `ledger_accounts` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_accounts_provider_uq` ON `ledger_accounts` (`provider`);--> statement-breakpoint
CREATE TABLE `ledger_holds` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`amount` integer NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`expires_at` integer NOT NULL,
	`transaction_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer,
	CONSTRAINT "ledger_holds_positive_ck" CHECK("ledger_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `ledger_holds_pending_idx` ON `ledger_holds` (`state`,`expires_at`);--> statement-breakpoint
CREATE TABLE `ledger_postings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` text NOT NULL,
	`account_id` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "ledger_postings_nonzero_ck" CHECK("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX `ledger_postings_transaction_idx` ON `ledger_postings` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `ledger_postings_account_idx` ON `ledger_postings` (`account_id`,`id`);--> statement-breakpoint
CREATE TABLE `ledger_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`reference` text,
	`reverses_id` text,
	`imbalance` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "ledger_transactions_balanced_ck" CHECK("ledger_transactions"."imbalance" = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_reverses_uq` ON `ledger_transactions` (`reverses_id`);