import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../../kit/columns";

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
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_phone_uq").on(t.phone).where(sql`${t.phone} is not null`),
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
