-- A mobile money number is charged only once its owner proved it with a code texted to it
-- (docs/decisions/0507). `verified_at` is when; null means not proven.
ALTER TABLE `payment_methods` ADD `verified_at` integer;
--> statement-breakpoint
-- Numbers the account already proved as its own phone stay usable; every other saved number waits for
-- its code.
UPDATE `payment_methods` SET `verified_at` = `created_at`
WHERE `type` = 'yopaymentsug' AND EXISTS (
  SELECT 1 FROM `users` u WHERE u.id = `payment_methods`.`user_id` AND u.phone_verified_at IS NOT NULL
    AND u.phone = json_extract(`payment_methods`.`details`, '$.phone_number'));
--> statement-breakpoint
-- Hand-written guards (drizzle-kit cannot express triggers). A proof belongs to a number: changing the
-- number forgets it, in the same statement that changes it.
CREATE TRIGGER `payment_methods_number_change_au` AFTER UPDATE OF `details` ON `payment_methods`
WHEN json_extract(new.details, '$.phone_number') IS NOT json_extract(old.details, '$.phone_number')
  AND new.verified_at IS NOT NULL BEGIN
  UPDATE `payment_methods` SET `verified_at` = NULL WHERE `id` = new.id;
END;
--> statement-breakpoint
-- A charge (a top-up or a method-paid service payment) to an unproven mobile money number aborts the
-- batch that would start it, whatever the caller checked before. A charge starts pending.
CREATE TRIGGER `wallet_operations_proven_number_bi` BEFORE INSERT ON `wallet_operations`
WHEN new.type IN ('topup', 'service_payment') AND new.status = 'pending' AND new.payment_method_id IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'payments: mobile money number not verified')
  WHERE EXISTS (SELECT 1 FROM `payment_methods` WHERE id = new.payment_method_id
                AND type = 'yopaymentsug' AND verified_at IS NULL);
END;
--> statement-breakpoint
-- Covers count in the owner's storage quota like audio (docs/decisions/0603). `cover_size` is the
-- cover's bytes; triggers move the difference into `creator_storage`, whose CHECK (used ≤ quota) then
-- aborts the statement that set a cover past the quota. Covers stored before this count from their next
-- replacement.
ALTER TABLE `albums` ADD `cover_size` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `tracks` ADD `cover_size` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `tracks_cover_size_au` AFTER UPDATE OF `cover_size` ON `tracks`
WHEN new.cover_size IS NOT old.cover_size AND new.owner_user_id IS NOT NULL BEGIN
  INSERT INTO `creator_storage` (user_id, used_bytes, quota_bytes)
  VALUES (new.owner_user_id, max(new.cover_size - old.cover_size, 0), 5368709120)
  ON CONFLICT (user_id) DO UPDATE SET used_bytes = max(used_bytes + new.cover_size - old.cover_size, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_cover_size_ad` AFTER DELETE ON `tracks`
WHEN old.cover_size > 0 AND old.owner_user_id IS NOT NULL BEGIN
  UPDATE `creator_storage` SET used_bytes = max(used_bytes - old.cover_size, 0)
  WHERE user_id = old.owner_user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_cover_size_au` AFTER UPDATE OF `cover_size` ON `albums`
WHEN new.cover_size IS NOT old.cover_size AND new.owner_user_id IS NOT NULL BEGIN
  INSERT INTO `creator_storage` (user_id, used_bytes, quota_bytes)
  VALUES (new.owner_user_id, max(new.cover_size - old.cover_size, 0), 5368709120)
  ON CONFLICT (user_id) DO UPDATE SET used_bytes = max(used_bytes + new.cover_size - old.cover_size, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `albums_cover_size_ad` AFTER DELETE ON `albums`
WHEN old.cover_size > 0 AND old.owner_user_id IS NOT NULL BEGIN
  UPDATE `creator_storage` SET used_bytes = max(used_bytes - old.cover_size, 0)
  WHERE user_id = old.owner_user_id;
END;
