-- Admin users (features/admin/users.*): the closed (deleted, anonymised) mark, the indexes the admin
-- list walks at 1M accounts, and the rules the database itself holds so racing requests cannot beat them.
ALTER TABLE `users` ADD `closed_at` integer;
--> statement-breakpoint
-- The admin list: each filter leads an index ending in the default order (newest first), and the name
-- search and sort are index ranges on the lower-cased name (e-mails are stored lower-cased already).
CREATE INDEX `users_status_created_idx` ON `users` (`status`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX `users_country_created_idx` ON `users` (`country`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX `users_name_lower_idx` ON `users` (lower(`name`), `id`);
--> statement-breakpoint
-- `by-type/{id}`: the holders of one role (and creator kind), most recently granted first.
CREATE INDEX `user_roles_grant_idx` ON `user_roles` (`role`, `kind`, `granted_at`, `user_id`);
--> statement-breakpoint
-- A user's page: the latest sign-ins without sorting every session the account ever had.
CREATE INDEX `sessions_user_created_idx` ON `sessions` (`user_id`, `created_at`);
--> statement-breakpoint
-- The last active admin stays: removing the admin role of an active admin needs another active admin.
-- A trigger rather than a check in the service, so two admins demoting each other at once leave one.
CREATE TRIGGER `user_roles_last_admin_bd` BEFORE DELETE ON `user_roles`
WHEN old.role = 'admin'
  AND (SELECT status FROM users WHERE id = old.user_id) = 'active'
  AND NOT EXISTS (
    SELECT 1 FROM user_roles r JOIN users u ON u.id = r.user_id
    WHERE r.role = 'admin' AND u.status = 'active' AND r.user_id <> old.user_id
  )
BEGIN
  SELECT RAISE(ABORT, 'users: the last active admin');
END;
--> statement-breakpoint
-- The same rule when an admin is suspended or closed (status leaves 'active').
CREATE TRIGGER `users_last_admin_bu` BEFORE UPDATE OF status ON `users`
WHEN old.status = 'active' AND new.status <> 'active'
  AND EXISTS (SELECT 1 FROM user_roles WHERE user_id = old.id AND role = 'admin')
  AND NOT EXISTS (
    SELECT 1 FROM user_roles r JOIN users u ON u.id = r.user_id
    WHERE r.role = 'admin' AND u.status = 'active' AND r.user_id <> old.id
  )
BEGIN
  SELECT RAISE(ABORT, 'users: the last active admin');
END;
--> statement-breakpoint
-- An account is closed only with an empty wallet: checked in the closing statement itself, so a top-up
-- or a hold landing between the service's check and the close aborts the close.
CREATE TRIGGER `users_close_wallet_bu` BEFORE UPDATE OF closed_at ON `users`
WHEN new.closed_at IS NOT NULL AND old.closed_at IS NULL
  AND EXISTS (
    SELECT 1 FROM ledger_accounts WHERE user_id = old.id AND (balance <> 0 OR held <> 0)
  )
BEGIN
  SELECT RAISE(ABORT, 'users: the wallet is not empty');
END;
