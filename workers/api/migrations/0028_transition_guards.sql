CREATE TABLE `transition_guards` (
	`moved` integer NOT NULL,
	CONSTRAINT "transition_guard_moved" CHECK("transition_guards"."moved" = 1)
);
--> statement-breakpoint
-- Guarded state moves (kit/transitions, docs/decisions/0008). The table above is always empty: a move's
-- guard inserts into it only when the move changed no row, and its CHECK aborts that batch.
-- The application trigger of 0019, now generated from features/upgrades/transitions.ts (the same moves;
-- a test holds the text below to the code).
DROP TRIGGER `user_applications_status_bu`;
--> statement-breakpoint
CREATE TRIGGER `user_applications_status_bu` BEFORE UPDATE OF status ON `user_applications`
WHEN new.status IS NOT old.status
  AND NOT (old.status = 'awaiting_payment' AND new.status IN ('pending', 'cancelled'))
  AND NOT (old.status = 'pending' AND new.status IN ('approved', 'rejected', 'cancelled'))
BEGIN
  SELECT RAISE(ABORT, 'upgrades: application already moved on');
END;
