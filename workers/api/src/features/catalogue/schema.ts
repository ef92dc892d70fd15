import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  counter,
  engagementCounts,
  listedIndexes,
  listingState,
  timestamp,
  timestamps,
} from "../../kit/columns";
import { users } from "../accounts/schema";
import { genres, moods, origins } from "../reference/schema";
import { CREDIT_ROLES, FILE_FORMATS, PROCESSING_STATES, TRACK_PURPOSES } from "./studio-values";

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
    /** The cover's bytes, counted in the owner's storage quota by triggers (docs/decisions/0603). */
    coverSize: integer("cover_size").notNull().default(0),
    genreId: text("genre_id").references(() => genres.id, { onDelete: "set null" }),
    releasedAt: timestamp("released_at"),
    /** The creator account that manages the album (its artist's user when created in the studio). */
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    ...listingState(),
    trackCount: counter("track_count"),
    ...engagementCounts(),
    followerCount: counter("follower_count"),
    ...timestamps(),
  },
  (t) => [
    ...listedIndexes("albums", t),
    index("albums_artist_idx").on(t.artistId, t.releasedAt),
    index("albums_owner_idx").on(t.ownerUserId, t.createdAt),
    // A genre in use cannot be deleted: the admin's check (and the set-null) finds its albums by range.
    index("albums_genre_idx").on(t.genreId),
  ],
);

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
    index("artists_origin_idx").on(t.originId),
  ],
);

/**
 * How many rows each list can page through, kept exact by SQLite triggers (migration
 * 0004_listed_totals_triggers) in the same transaction as every insert, update and delete of tracks,
 * albums, artists, playlists and non-stops: a list's total is then one primary-key read at any catalogue size, where
 * `count(*)` would walk every listed row (docs/decisions/0308).
 *
 * One row per list filter: `subject` is what is listed; `genre` and `mood` are the filter values
 * (tracks only), `*` for "any" and an empty string for "none set". A listed track counts in four rows:
 * (its genre, its mood), (its genre, *), (*, its mood) and (*, *).
 */
/** What has listed totals: tracks, albums and artists (listed), playlists (public), non-stops (active). */
const LISTED_TOTAL_SUBJECTS = ["track", "album", "artist", "playlist", "nonstop"] as const;
export type ListedTotalSubject = (typeof LISTED_TOTAL_SUBJECTS)[number];

export const listedTotals = sqliteTable(
  "listed_totals",
  {
    subject: text("subject", { enum: LISTED_TOTAL_SUBJECTS }).notNull(),
    genre: text("genre").notNull(),
    mood: text("mood").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ name: "listed_totals_pk", columns: [t.subject, t.genre, t.mood] })],
);

/** The `genre`/`mood` key meaning "any value" (no filter). */
export const ANY = "*";

/**
 * What the decoded audio says (docs/decisions/0610): loudness, true peak and loudness range (BS.1770-4,
 * EBU R128), tempo and beat grid, mix points. Null until measured, and null where the format has no
 * decoder (AAC, M4A, Ogg) or the signal gives no answer (silence has no loudness, a drone no tempo).
 * `analysis_version` is the algorithm that measured them (null: never); the backfill re-measures older.
 */
function signalAnalysis() {
  return {
    loudnessLufs: real("loudness_lufs"),
    truePeakDbtp: real("true_peak_dbtp"),
    loudnessRangeLu: real("loudness_range_lu"),
    /** Beats per minute measured to 0.01; the creator's own `bpm` stays as typed. */
    measuredBpm: real("measured_bpm"),
    bpmConfidence: real("bpm_confidence"),
    firstBeatMs: integer("first_beat_ms"),
    firstDownbeatMs: integer("first_downbeat_ms"),
    mixInMs: integer("mix_in_ms"),
    mixOutMs: integer("mix_out_ms"),
    gridStable: integer("grid_stable", { mode: "boolean" }),
    analysisVersion: integer("analysis_version"),
  };
}

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
    /** The cover's bytes, counted in the owner's storage quota by triggers (docs/decisions/0603). */
    coverSize: integer("cover_size").notNull().default(0),
    lyrics: text("lyrics"),
    explicit: integer("explicit", { mode: "boolean" }).notNull().default(false),
    /**
     * Where an uploaded file is on its way to playable: `uploading` (parts arriving), `processing`
     * (headers and waveform being read), `ready`, or `failed` with `processing_error` saying why. Only a
     * ready track can be published (migration 0017).
     */
    processing: text("processing", { enum: PROCESSING_STATES }).notNull().default("ready"),
    processingError: text("processing_error"),
    /** Technical facts read from the file's own headers (null until processed). */
    audioFormat: text("audio_format", { enum: FILE_FORMATS }),
    /** `beat` for a beat's files (migration 0033): never published, never in the music manager. */
    purpose: text("purpose", { enum: TRACK_PURPOSES }).notNull().default("music"),
    codec: text("codec"),
    sampleRate: integer("sample_rate"),
    channels: integer("channels"),
    bitrate: integer("bitrate"),
    ...signalAnalysis(),
    ...listingState(),
    ...engagementCounts(),
    publishedAt: timestamp("published_at"),
    ...timestamps(),
  },
  (t) => [
    ...listedIndexes("tracks", t),
    // The re-analysis backfill's walk: ready tracks measured by an older algorithm (or never).
    index("tracks_analysis_idx").on(t.processing, t.analysisVersion),
    index("tracks_artist_idx").on(t.artistId, t.createdAt),
    index("tracks_album_idx").on(t.albumId, t.trackNumber),
    index("tracks_owner_idx").on(t.ownerUserId, t.createdAt),
    index("tracks_genre_idx").on(t.genreId, t.playCount),
    index("tracks_mood_idx").on(t.moodId, t.playCount),
    index("tracks_origin_idx").on(t.originId),
  ],
);

/** Credits of a track (spec-beyond: featured artists, producers, writers), in the order they are shown. */
export const trackCredits = sqliteTable(
  "track_credits",
  {
    trackId: text("track_id")
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    role: text("role", { enum: CREDIT_ROLES }).notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ name: "track_credits_pk", columns: [t.trackId, t.role, t.position] })],
);

/**
 * A track's waveform: `points` peak levels (0–255 each, one byte per point, base64) for the player's
 * progress bar and the track page. Its own table so track lists never carry it.
 */
export const trackWaveforms = sqliteTable("track_waveforms", {
  trackId: text("track_id")
    .primaryKey()
    .references(() => tracks.id, { onDelete: "cascade" }),
  points: integer("points").notNull(),
  peaks: text("peaks").notNull(),
});
