import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { counter, createdAt, engagementCounts, timestamp, timestamps } from "../../kit/columns";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { genres, moods } from "../reference/schema";

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
    index("nonstops_genre_idx").on(t.genreId),
    index("nonstops_mood_idx").on(t.moodId),
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
