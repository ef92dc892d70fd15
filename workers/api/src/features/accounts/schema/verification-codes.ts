import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../../kit/columns";
import { users } from "./users";

/** One-time 6-digit codes (password reset, e-mail and phone verification), stored as keyed hashes. */
export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: ["password_reset", "email", "phone"] }).notNull(),
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
