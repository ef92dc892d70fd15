import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../../kit/columns";
import { users } from "../../accounts/schema/users";

/** In-app adverts shown to listeners; views and clicks are counted (deduplicated per user per day). */
export const adverts = sqliteTable(
  "adverts",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    body: text("body"),
    imageKey: text("image_key"),
    /** Where a click leads: an in-app path (`/music/details/…`) or an https URL. */
    targetUrl: text("target_url").notNull(),
    status: integer("status").notNull().default(1),
    startsAt: timestamp("starts_at"),
    endsAt: timestamp("ends_at"),
    viewCount: integer("view_count").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (t) => [index("adverts_status_created_idx").on(t.status, t.createdAt, t.id)],
);

export const advertEvents = sqliteTable(
  "advert_events",
  {
    advertId: text("advert_id")
      .notNull()
      .references(() => adverts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["view", "click"] }).notNull(),
    /** UTC day number (epoch days): the deduplication window. */
    day: integer("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "advert_events_pk", columns: [t.advertId, t.userId, t.kind, t.day] })],
);
