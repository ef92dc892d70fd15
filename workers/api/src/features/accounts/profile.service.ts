import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../kit/db";
import { conflict, isUniqueViolation } from "../../kit/errors";
import type { PreferencesBody, ProfileBody } from "./contract";
import { users } from "./schema";
import type { UserRow } from "./user-view";

const PHONE_TAKEN = "This phone number belongs to another account.";

/**
 * Applies a profile change. A new phone number loses its verification; a number another account holds
 * is a 409.
 */
export async function updateProfile(db: Db, user: UserRow, change: z.output<typeof ProfileBody>) {
  const phoneChanged = change.phone !== undefined && change.phone !== user.phone;
  try {
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
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
    throw error;
  }
}

/** Sets (a normalised) phone number, unverified until its code is confirmed; 409 when another account holds it. */
export async function setUnverifiedPhone(db: Db, userId: string, phone: string) {
  try {
    await db
      .update(users)
      .set({ phone, phoneVerifiedAt: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
    throw error;
  }
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
