import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  counter,
  engagementCounts,
  listedIndexes,
  listingState,
  timestamp,
  timestamps,
} from "../../../kit/columns";
import { genres } from "../../reference/schema";
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
    ...listingState(),
    trackCount: counter("track_count"),
    ...engagementCounts(),
    followerCount: counter("follower_count"),
    ...timestamps(),
  },
  (t) => [...listedIndexes("albums", t), index("albums_artist_idx").on(t.artistId, t.releasedAt)],
);
