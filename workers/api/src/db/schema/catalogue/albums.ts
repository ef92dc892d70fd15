import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { counter, engagementCounts, timestamp, timestamps } from "../columns";
import { genres } from "../reference/lookups";
import { artists } from "./artists";

/** An album (or EP/single) of one artist. Only `published` + `public` albums are visible to others. */
export const albums = sqliteTable(
  "albums",
  {
    id: text("id").primaryKey(),
    artistId: text("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    coverKey: text("cover_key"),
    genreId: text("genre_id").references(() => genres.id, { onDelete: "set null" }),
    releasedAt: timestamp("released_at"),
    publication: text("publication", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    visibility: text("visibility", { enum: ["public", "private"] })
      .notNull()
      .default("public"),
    /** Spec §4 status toggle (1 active, 0 inactive); inactive albums are hidden like drafts. */
    status: integer("status").notNull().default(1),
    trackCount: counter("track_count"),
    ...engagementCounts(),
    followerCount: counter("follower_count"),
    ...timestamps(),
  },
  (t) => [
    index("albums_listed_created_idx").on(t.publication, t.visibility, t.status, t.createdAt, t.id),
    index("albums_listed_plays_idx").on(t.publication, t.visibility, t.status, t.playCount, t.id),
    index("albums_artist_idx").on(t.artistId, t.releasedAt),
  ],
);
