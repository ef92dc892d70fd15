import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { counter, engagementCounts, timestamps } from "../../../kit/columns";
import { users } from "../../accounts/schema/users";
import { origins } from "../../reference/schema";

/**
 * A public artist profile. `user_id` links it to the creator account that manages it; seeded or
 * imported artists may have none. Counters are denormalised (kept exact by the engagement service
 * inside the same D1 batch as the change) so lists never aggregate at read time.
 */
export const artists = sqliteTable(
  "artists",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    bio: text("bio"),
    /** R2 key of the profile image (served through the media routes), or null for the placeholder. */
    imageKey: text("image_key"),
    country: text("country"),
    originId: text("origin_id").references(() => origins.id, { onDelete: "set null" }),
    status: integer("status").notNull().default(1),
    ...engagementCounts(),
    followerCount: counter("follower_count"),
    ...timestamps(),
  },
  (t) => [
    index("artists_status_created_idx").on(t.status, t.createdAt, t.id),
    index("artists_status_plays_idx").on(t.status, t.playCount, t.id),
    index("artists_user_idx").on(t.userId),
  ],
);
