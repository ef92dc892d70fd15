import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../../kit/columns";
import { users } from "./users";

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
