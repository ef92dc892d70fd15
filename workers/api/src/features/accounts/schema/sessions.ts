import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../../kit/columns";
import { users } from "./users";

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
