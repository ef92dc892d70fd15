-- The ledger's invariants, enforced inside the transaction of every D1 batch that moves money
-- (docs/decisions/0500). drizzle-kit cannot express triggers, so this migration is hand-written.
-- A RAISE(ABORT) or a failed CHECK aborts the whole batch: nothing of it is written.
--
-- Postings are append-only and keep their account's balance; the account's CHECK refuses an overdraft.
CREATE TRIGGER `ledger_postings_ai` AFTER INSERT ON `ledger_postings` BEGIN
  SELECT RAISE(ABORT, 'ledger: unknown account')
  WHERE NOT EXISTS (SELECT 1 FROM `ledger_accounts` WHERE id = new.account_id);
  UPDATE `ledger_accounts` SET balance = balance + new.amount WHERE id = new.account_id;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_postings_bu` BEFORE UPDATE ON `ledger_postings` BEGIN
  SELECT RAISE(ABORT, 'ledger: postings are append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_postings_bd` BEFORE DELETE ON `ledger_postings` BEGIN
  SELECT RAISE(ABORT, 'ledger: postings are append-only');
END;
--> statement-breakpoint
-- A transaction is written once; only the batch that writes it sets its imbalance (to 0, or it aborts).
CREATE TRIGGER `ledger_transactions_bd` BEFORE DELETE ON `ledger_transactions` BEGIN
  SELECT RAISE(ABORT, 'ledger: transactions are append-only');
END;
--> statement-breakpoint
-- A pending hold reserves its amount (held ≤ balance: the account's CHECK); it settles exactly once.
CREATE TRIGGER `ledger_holds_ai` AFTER INSERT ON `ledger_holds` BEGIN
  SELECT RAISE(ABORT, 'ledger: unknown account')
  WHERE NOT EXISTS (SELECT 1 FROM `ledger_accounts` WHERE id = new.account_id);
  SELECT RAISE(ABORT, 'ledger: a hold starts pending') WHERE new.state <> 'pending';
  UPDATE `ledger_accounts` SET held = held + new.amount WHERE id = new.account_id;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_holds_bu` BEFORE UPDATE ON `ledger_holds` BEGIN
  SELECT RAISE(ABORT, 'ledger: hold already settled') WHERE old.state <> 'pending';
  SELECT RAISE(ABORT, 'ledger: a hold keeps its account and amount')
  WHERE new.account_id IS NOT old.account_id OR new.amount IS NOT old.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_holds_au` AFTER UPDATE OF state ON `ledger_holds`
WHEN old.state = 'pending' AND new.state <> 'pending' BEGIN
  UPDATE `ledger_accounts` SET held = held - old.amount WHERE id = old.account_id;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_holds_bd` BEFORE DELETE ON `ledger_holds` BEGIN
  SELECT RAISE(ABORT, 'ledger: holds are never deleted');
END;
