-- Only verified phone numbers are unique (docs/decisions/0010): an unverified claim on a number must not
-- block its real owner, who proves the number with a code.
DROP INDEX `users_phone_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_uq` ON `users` (`phone`) WHERE "users"."phone_verified_at" is not null;
