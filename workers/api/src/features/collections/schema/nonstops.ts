import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { counter, engagementCounts, timestamps } from "../../../kit/columns";
import { tracks } from "../../catalogue/schema/tracks";
import { genres, moods } from "../../reference/schema";

/**
 * Non-stop music streams (spec §1): endless, curated mixes a listener tunes into. The player plays the
 * ordered tracks in DJ (crossfade) mode and loops; the API serves them as an ordered track list.
 */
export const nonstops = sqliteTable(
  "nonstops",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    coverKey: text("cover_key"),
    genreId: text("genre_id").references(() => genres.id, { onDelete: "set null" }),
    moodId: text("mood_id").references(() => moods.id, { onDelete: "set null" }),
    status: integer("status").notNull().default(1),
    trackCount: counter("track_count"),
    ...engagementCounts(),
    ...timestamps(),
  },
  (t) => [
    index("nonstops_status_created_idx").on(t.status, t.createdAt, t.id),
    index("nonstops_status_plays_idx").on(t.status, t.playCount, t.id),
  ],
);

export const nonstopTracks = sqliteTable(
  "nonstop_tracks",
  {
    nonstopId: text("nonstop_id")
      .notNull()
      .references(() => nonstops.id, { onDelete: "cascade" }),
    trackId: text("track_id")
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "nonstop_tracks_pk", columns: [t.nonstopId, t.trackId] }),
    index("nonstop_tracks_order_idx").on(t.nonstopId, t.position),
  ],
);
