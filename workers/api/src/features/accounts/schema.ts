import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";

/** A third-party sign-in identity (Google / Apple `sub`) linked to one account. */
export const providerAccounts = sqliteTable(
  "provider_accounts",
  {
    provider: text("provider", { enum: ["google", "apple"] }).notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "provider_accounts_pk", columns: [t.provider, t.subject] }),
    index("provider_accounts_user_idx").on(t.userId),
  ],
);

/** Nonces of accepted id tokens, so a captured token cannot be replayed before it expires. */
export const usedNonces = sqliteTable("used_nonces", {
  nonceHash: text("nonce_hash").primaryKey(),
  expiresAt: timestamp("expires_at").notNull(),
});

/** Opaque bearer sessions. Only the SHA-256 of the token is stored, so a database leak yields no tokens. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
    ip: text("ip"),
    country: text("country"),
    city: text("city"),
    device: text("device"),
    userAgent: text("user_agent"),
    /** The client's own (untrusted) description of itself, kept for support and analytics only. */
    clientData: text("client_data", { mode: "json" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sessions_token_hash_uq").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Always stored lower-cased so the unique index is case-insensitive. */
    email: text("email").notNull(),
    phone: text("phone"),
    country: text("country"),
    avatarUrl: text("avatar_url"),
    bio: text("bio"),
    /** Null for accounts created through a sign-in provider that never set a password. */
    passwordHash: text("password_hash"),
    emailVerifiedAt: timestamp("email_verified_at"),
    phoneVerifiedAt: timestamp("phone_verified_at"),
    status: text("status", { enum: ["active", "suspended"] })
      .notNull()
      .default("active"),
    prefTheme: text("pref_theme", { enum: ["dark", "light", "system"] })
      .notNull()
      .default("dark"),
    prefCurrency: text("pref_currency"),
    prefLanguage: text("pref_language").notNull().default("en"),
    prefEmailNotifications: integer("pref_email_notifications", { mode: "boolean" }).notNull().default(true),
    prefAudioNotifications: integer("pref_audio_notifications", { mode: "boolean" }).notNull().default(false),
    /**
     * When an admin deleted the account: its personal data is anonymised and it stays suspended; the row
     * stays for the ledger's postings. Added by the hand-written migration 0020 with the admin list's
     * indexes and the last-admin and empty-wallet triggers.
     */
    closedAt: timestamp("closed_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
    /**
     * The UTC epoch day of the user's latest authenticated request, written at most once a day
     * (http/guards/session.ts); the active-user histogram (migration 0021) follows it.
     */
    lastActiveDay: integer("last_active_day"),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    // Only a verified number is unique: an unverified claim must never block the number's real owner.
    uniqueIndex("users_phone_uq").on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    index("users_created_at_idx").on(t.createdAt, t.id),
  ],
);

/**
 * Granted roles. Every account is implicitly a listener, so only creator / promoter / admin rows exist.
 * A creator has one row per kind (artist, producer, songwriter); other roles use kind ''.
 */
export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["creator", "promoter", "admin"] }).notNull(),
    kind: text("kind", { enum: ["", "artist", "producer", "songwriter"] })
      .notNull()
      .default(""),
    grantedAt: timestamp("granted_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "user_roles_pk", columns: [t.userId, t.role, t.kind] }),
    index("user_roles_role_idx").on(t.role),
  ],
);

/** One-time 6-digit codes (password reset, e-mail and phone verification), stored as keyed hashes. */
export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", {
      enum: ["password_reset", "email", "phone", "reauth", "wallet_pin", "payment_phone"],
    }).notNull(),
    /** The e-mail address or phone number the code was sent to, normalised. */
    target: text("target").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at").notNull(),
    consumedAt: timestamp("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_target_idx").on(t.purpose, t.target, t.createdAt)],
);
