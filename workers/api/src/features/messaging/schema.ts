import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../../kit/columns";

/**
 * Messages delivered by the local sandbox mailer/SMS adapter. Production adapters send through a
 * provider instead and never write here (see docs/decisions/0006-messaging-adapters.md).
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    code: text("code"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.createdAt)],
);
