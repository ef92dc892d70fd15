ALTER TABLE `wallet_operations` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `wallet_operations` ADD `local_amount` integer;--> statement-breakpoint
ALTER TABLE `wallet_operations` ADD `local_currency` text;--> statement-breakpoint
ALTER TABLE `wallet_operations` ADD `provider_account` text;--> statement-breakpoint
CREATE INDEX `wallet_operations_review_idx` ON `wallet_operations` (`poll_after`) WHERE "wallet_operations"."status" = 'review';--> statement-breakpoint
CREATE INDEX `wallet_operations_hold_idx` ON `wallet_operations` (`hold_id`) WHERE "wallet_operations"."hold_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_once_uq` ON `ledger_transactions` (`kind`,`reference`) WHERE "ledger_transactions"."kind" in ('topup', 'withdrawal', 'service_payment');--> statement-breakpoint
-- Settlement states (docs/decisions/0505). Hand-written: drizzle-kit cannot express triggers.
-- A settled operation is never written again, whatever its caller read: any update of a row that left
-- pending and review aborts the whole batch (its postings and grants with it), except a completed
-- operation's reversal. The old trigger judged only real status changes, so completed → completed passed.
DROP TRIGGER `wallet_operations_status_bu`;
--> statement-breakpoint
CREATE TRIGGER `wallet_operations_settled_bu` BEFORE UPDATE ON `wallet_operations`
WHEN old.status NOT IN ('pending', 'review')
  AND NOT (old.status = 'completed' AND new.status = 'reversed')
BEGIN
  SELECT RAISE(ABORT, 'wallet: operation already settled');
END;
--> statement-breakpoint
-- The moves an unsettled operation may make: pending → review (no final word in time), and pending or
-- review → completed or failed (the provider's word, a cancel before sending).
CREATE TRIGGER `wallet_operations_moves_bu` BEFORE UPDATE OF status ON `wallet_operations`
WHEN new.status IS NOT old.status
  AND NOT (old.status = 'pending' AND new.status IN ('review', 'completed', 'failed'))
  AND NOT (old.status = 'review' AND new.status IN ('completed', 'failed'))
  AND NOT (old.status = 'completed' AND new.status = 'reversed')
BEGIN
  SELECT RAISE(ABORT, 'wallet: operation already settled');
END;
--> statement-breakpoint
-- A hold that belongs to an unsettled operation never expires: a payout may still be paid from it. The
-- expiry sweep skips it (IGNORE leaves this row and lets the statement go on with the others).
CREATE TRIGGER `ledger_holds_operation_expiry_bu` BEFORE UPDATE OF state ON `ledger_holds`
WHEN new.state = 'expired' AND EXISTS (SELECT 1 FROM `wallet_operations`
  WHERE hold_id = old.id AND status IN ('pending', 'review'))
BEGIN
  SELECT RAISE(IGNORE);
END;
--> statement-breakpoint
-- Ledger transactions are append-only: only the imbalance the writing batch computes may be set (its
-- CHECK keeps it 0). What, why and when never change.
CREATE TRIGGER `ledger_transactions_bu` BEFORE UPDATE ON `ledger_transactions`
WHEN new.id IS NOT old.id OR new.kind IS NOT old.kind OR new.reference IS NOT old.reference
  OR new.reverses_id IS NOT old.reverses_id OR new.created_at IS NOT old.created_at
BEGIN
  SELECT RAISE(ABORT, 'ledger: transactions are append-only');
END;
