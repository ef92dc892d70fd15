-- Escalating PIN locks (docs/decisions/0506): the second lock within 24 h asks for an e-mailed code.
ALTER TABLE `wallet_settings` ADD `pin_lock_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `wallet_settings` ADD `pin_lock_window_at` integer;--> statement-breakpoint
ALTER TABLE `wallet_settings` ADD `pin_code_required` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers). A wallet PIN may only be set once the e-mail is
-- proved (docs/decisions/0009), so a PIN an account holds when its address is first proved was set by
-- someone who never proved it: a squatter whom a provider sign-in or a password reset is taking the
-- account from. The proof clears it in the same batch, whoever wrote the update.
CREATE TRIGGER `users_first_email_proof_clears_pin_au` AFTER UPDATE OF email_verified_at ON `users`
WHEN old.email_verified_at IS NULL AND new.email_verified_at IS NOT NULL BEGIN
  UPDATE `wallet_settings` SET pin_hash = NULL, pin_set_at = NULL, pin_failures = 0, pin_locked_until = NULL,
    pin_lock_count = 0, pin_lock_window_at = NULL, pin_code_required = 0
  WHERE user_id = new.id AND pin_hash IS NOT NULL;
END;
