import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { engagementCounts, listedIndexes, listingState, timestamp, timestamps } from "../../../kit/columns";
import { users } from "../../accounts/schema/users";
import { genres, moods, origins } from "../../reference/schema";
import { albums } from "./albums";
import { artists } from "./artists";

/**
 * A track. Audio lives in R2 under `audio_key`; the API never exposes the key, only short-lived signed
 * stream URLs. Visible to others only when `publication = 'published'`, `visibility = 'public'` and
 * `status = 1`; the owner (`owner_user_id`) and admins always see it.
 */
export const tracks = sqliteTable(
  "tracks",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    artistId: text("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    albumId: text("album_id").references(() => albums.id, { onDelete: "set null" }),
    /** Position on the album (1-based), null for singles. */
    trackNumber: integer("track_number"),
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    genreId: text("genre_id").references(() => genres.id, { onDelete: "set null" }),
    moodId: text("mood_id").references(() => moods.id, { onDelete: "set null" }),
    originId: text("origin_id").references(() => origins.id, { onDelete: "set null" }),
    durationMs: integer("duration_ms").notNull(),
    bpm: integer("bpm"),
    musicalKey: text("musical_key"),
    audioKey: text("audio_key").notNull(),
    audioContentType: text("audio_content_type").notNull(),
    audioSize: integer("audio_size").notNull(),
    /** The track's own cover; the album cover is the fallback (spec §2 cover_art_url → album_art). */
    coverKey: text("cover_key"),
    lyrics: text("lyrics"),
    ...listingState(),
    ...engagementCounts(),
    publishedAt: timestamp("published_at"),
    ...timestamps(),
  },
  (t) => [
    ...listedIndexes("tracks", t),
    index("tracks_artist_idx").on(t.artistId, t.createdAt),
    index("tracks_album_idx").on(t.albumId, t.trackNumber),
    index("tracks_owner_idx").on(t.ownerUserId, t.createdAt),
    index("tracks_genre_idx").on(t.genreId, t.playCount),
    index("tracks_mood_idx").on(t.moodId, t.playCount),
  ],
);
