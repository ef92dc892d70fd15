import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { users } from "../accounts/schema";

/**
 * In-app notifications: stored here (the notifications page lists them) and pushed live through the
 * realtime worker to every open socket of the user.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Spec §3 `notification_type`, e.g. CampaignPromotion, Security, Library. */
    type: text("type").notNull(),
    msg: text("msg").notNull(),
    data: text("data", { mode: "json" }),
    readAt: timestamp("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_recent_idx").on(t.userId, t.createdAt, t.id)],
);
