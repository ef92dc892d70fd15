-- A wallet operation settles once (docs/decisions/0501). The batch that settles one sets its status
-- first; this trigger aborts that whole batch (its ledger postings included) when the operation already
-- left `pending`, so a replayed callback, a poll racing a callback, or two pollers can never credit twice.
-- The only later move is a completed operation's reversal. Operations are never deleted.
CREATE TRIGGER `wallet_operations_status_bu` BEFORE UPDATE OF status ON `wallet_operations`
WHEN new.status IS NOT old.status
  AND NOT (old.status = 'pending' AND new.status IN ('completed', 'failed'))
  AND NOT (old.status = 'completed' AND new.status = 'reversed')
BEGIN
  SELECT RAISE(ABORT, 'wallet: operation already settled');
END;
--> statement-breakpoint
CREATE TRIGGER `wallet_operations_bd` BEFORE DELETE ON `wallet_operations` BEGIN
  SELECT RAISE(ABORT, 'wallet: operations are never deleted');
END;
