import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../kit/db";
import { conflict, isUniqueViolation } from "../../kit/errors";
import type { PreferencesBody, ProfileBody } from "./contract";
import { users } from "./schema";
import type { UserRow } from "./user-view";

/** The 409 for a number another account has verified (only verified numbers are unique). */
export const PHONE_TAKEN = "This phone number is verified on another account.";

/**
 * Refuses (409) a number another account than `userId` (any account, for a sign-up: null) has verified.
 * An unverified claim elsewhere does not count: it must not block the number's real owner
 * (users_phone_uq covers verified numbers only). Every write of a number stores it unverified, so this
 * check is what refuses a claim; the index only settles two verifications racing (markPhoneVerified).
 */
export async function assertPhoneFree(db: Db, userId: string | null, phone: string) {
  const verifiedHere = and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt));
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(userId === null ? verifiedHere : and(verifiedHere, ne(users.id, userId)))
    .limit(1);
  if (holder) throw conflict(PHONE_TAKEN);
}

/**
 * Applies a profile change. A new phone number loses its verification; a number another account has
 * verified is a 409.
 */
export async function updateProfile(db: Db, user: UserRow, change: z.output<typeof ProfileBody>) {
  const phoneChanged = change.phone !== undefined && change.phone !== user.phone;
  if (phoneChanged && change.phone) await assertPhoneFree(db, user.id, change.phone);
  await db
    .update(users)
    .set({
      name: change.name,
      phone: change.phone,
      country: change.country,
      bio: change.bio,
      avatarUrl: change.avatar_url,
      ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}

/**
 * Sets (a normalised) phone number, unverified until its code is confirmed; 409 when another account
 * has verified it.
 */
export async function setUnverifiedPhone(db: Db, userId: string, phone: string) {
  await assertPhoneFree(db, userId, phone);
  await db
    .update(users)
    .set({ phone, phoneVerifiedAt: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Stores display and notification preferences; fields left out keep their value. */
export async function savePreferences(db: Db, userId: string, change: z.output<typeof PreferencesBody>) {
  await db
    .update(users)
    .set({
      prefTheme: change.theme,
      prefCurrency: change.currency,
      prefLanguage: change.language,
      prefEmailNotifications: change.email_notifications,
      prefAudioNotifications: change.audio_notifications,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * Marks the account's number verified, if it is still `phone`. Another account may have verified the
 * same number since the code was sent: the unique index refuses the second, answered as a 409.
 */
export async function markPhoneVerified(db: Db, userId: string, phone: string) {
  const now = new Date();
  try {
    const done = await db
      .update(users)
      .set({ phoneVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.phone, phone)))
      .returning({ id: users.id });
    if (done.length === 0) throw conflict("Your phone number changed. Request a new code.");
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
    throw error;
  }
}
