import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { counter, engagementCounts, timestamp, timestamps } from "../../../kit/columns";
import { users } from "../../accounts/schema/users";
import { tracks } from "../../catalogue/schema/tracks";

/**
 * Playlists: `editorial` ones are curated by the platform (no owner), `user` ones belong to a listener
 * and are private unless made public. Only public playlists appear in other people's lists.
 */
export const playlists = sqliteTable(
  "playlists",
  {
    id: text("id").primaryKey(),
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["editorial", "user"] }).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    coverKey: text("cover_key"),
    visibility: text("visibility", { enum: ["public", "private"] })
      .notNull()
      .default("private"),
    trackCount: counter("track_count"),
    durationMs: integer("duration_ms").notNull().default(0),
    ...engagementCounts(),
    ...timestamps(),
  },
  (t) => [
    index("playlists_visibility_created_idx").on(t.visibility, t.createdAt, t.id),
    index("playlists_visibility_plays_idx").on(t.visibility, t.playCount, t.id),
    index("playlists_owner_idx").on(t.ownerUserId, t.updatedAt),
  ],
);

/** Ordered membership. A track appears at most once per playlist; `position` is dense from 0. */
export const playlistTracks = sqliteTable(
  "playlist_tracks",
  {
    playlistId: text("playlist_id")
      .notNull()
      .references(() => playlists.id, { onDelete: "cascade" }),
    trackId: text("track_id")
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "playlist_tracks_pk", columns: [t.playlistId, t.trackId] }),
    index("playlist_tracks_order_idx").on(t.playlistId, t.position),
    index("playlist_tracks_track_idx").on(t.trackId),
  ],
);
