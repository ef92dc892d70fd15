import { desc, eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { claimedCountry, effectiveCurrency } from "../money";
import { type CreatorKind, effectiveRoles, type GrantedRole } from "./roles";
import { providerAccounts, sessions, userRoles, users } from "./schema";

export type UserRow = typeof users.$inferSelect;
export type RoleRow = { role: GrantedRole; kind: "" | CreatorKind };

/**
 * The public shape of an account (the API guide at /api/docs). Secrets and internal flags never leave here.
 * `clientCountry` is the country of the user's latest client data (their newest session), which the
 * display currency follows while `preferences.currency` is null.
 */
export function toUserView(
  user: UserRow,
  roleRows: RoleRow[],
  providers: string[],
  clientCountry: string | null = null,
) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    avatar_url: user.avatarUrl,
    bio: user.bio,
    roles: effectiveRoles(roleRows),
    creator_kinds: roleRows
      .filter((r) => r.role === "creator" && r.kind !== "")
      .map((r) => r.kind as CreatorKind),
    email_verified: user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    providers,
    preferences: {
      theme: user.prefTheme,
      currency: user.prefCurrency,
      /** What amounts are shown in: the preference, else the client data's / account's country, else USD. */
      effective_currency: effectiveCurrency({
        preference: user.prefCurrency,
        clientCountry,
        accountCountry: user.country,
      }),
      language: user.prefLanguage,
      email_notifications: user.prefEmailNotifications,
      audio_notifications: user.prefAudioNotifications,
    },
    created_at: user.createdAt.toISOString(),
  };
}

export type UserView = ReturnType<typeof toUserView>;

/** Loads an account with its roles, linked providers and latest client data in one D1 round trip. */
export async function loadUserView(db: Db, userId: string): Promise<UserView> {
  const [userRows, roleRows, providerRows, latestSession] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({ role: userRoles.role, kind: userRoles.kind })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    db
      .select({ provider: providerAccounts.provider })
      .from(providerAccounts)
      .where(eq(providerAccounts.userId, userId)),
    db
      .select({ country: sessions.country, clientData: sessions.clientData })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(1),
  ]);
  const user = userRows[0];
  if (!user) throw notFound("Account");
  return toUserView(
    user,
    roleRows,
    providerRows.map((p) => p.provider),
    // The client's own report first (spec §3 client data), else where Cloudflare saw that session.
    claimedCountry(latestSession[0]?.clientData) ?? latestSession[0]?.country ?? null,
  );
}
