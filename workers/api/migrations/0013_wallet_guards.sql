-- Guards of the money calls, enforced inside the batch that moves the money (docs/decisions/0502,
-- 0503). Hand-written: drizzle-kit cannot express triggers. A RAISE(ABORT) aborts the whole batch.
--
-- An idempotency key is committed by the very batch that moves its money; committing it twice aborts
-- the second batch, so a retry that took over an expired lock can never move the money again.
CREATE TRIGGER `idempotency_keys_commit_bu` BEFORE UPDATE OF committed ON `idempotency_keys`
WHEN old.committed <> 0 BEGIN
  SELECT RAISE(ABORT, 'idempotency: already committed');
END;
--> statement-breakpoint
-- A withdrawal may not take the rolling 24 h or 30 day sum of the user's pending and completed
-- withdrawals (this one included) past the limit in force at its created_at: the raised values once
-- raise_effective_at has come, else the current ones. Without a settings row the defaults apply
-- (features/wallet/limits.rules.ts DEFAULT_DAILY_LIMIT / DEFAULT_MONTHLY_LIMIT; a test pins them equal).
-- Concurrent withdrawals cannot pass it together: each batch is a transaction that sees the ones before.
CREATE TRIGGER `wallet_operations_limits_ai` AFTER INSERT ON `wallet_operations`
WHEN new.type = 'withdrawal' AND new.status IN ('pending', 'completed') BEGIN
  SELECT RAISE(ABORT, 'wallet: daily limit')
  WHERE (SELECT coalesce(sum(amount), 0) FROM `wallet_operations`
         WHERE user_id = new.user_id AND type = 'withdrawal' AND status IN ('pending', 'completed')
           AND created_at > new.created_at - 86400000)
      > coalesce((SELECT CASE WHEN raise_effective_at IS NOT NULL AND raise_effective_at <= new.created_at
                              THEN coalesce(raised_daily_limit, daily_limit) ELSE daily_limit END
                  FROM `wallet_settings` WHERE user_id = new.user_id), 100000);
  SELECT RAISE(ABORT, 'wallet: monthly limit')
  WHERE (SELECT coalesce(sum(amount), 0) FROM `wallet_operations`
         WHERE user_id = new.user_id AND type = 'withdrawal' AND status IN ('pending', 'completed')
           AND created_at > new.created_at - 2592000000)
      > coalesce((SELECT CASE WHEN raise_effective_at IS NOT NULL AND raise_effective_at <= new.created_at
                              THEN coalesce(raised_monthly_limit, monthly_limit) ELSE monthly_limit END
                  FROM `wallet_settings` WHERE user_id = new.user_id), 1000000);
END;
