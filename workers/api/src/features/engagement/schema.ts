import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { users } from "../accounts/schema";
import { PLAY_CONTEXT_TYPES, SUBJECT_TYPES } from "./contract";

/**
 * One row per listening session the player reports. `counted_at` is set once the session passes the
 * counting threshold (30 s, or the end of a shorter track) and it is not a duplicate for that listener.
 * `context_*` records what was being played (a playlist, album, non-stop) so those get plays too, or
 * `search` (no id) for a play started from the search results.
 */
export const plays = sqliteTable(
  "plays",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trackId: text("track_id").notNull(),
    contextType: text("context_type", { enum: PLAY_CONTEXT_TYPES }),
    contextId: text("context_id"),
    listenedMs: integer("listened_ms").notNull().default(0),
    countedAt: timestamp("counted_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (t) => [
    // "Recently played" per listener and the per-listener duplicate check.
    index("plays_user_recent_idx").on(t.userId, t.createdAt),
    index("plays_user_track_idx").on(t.userId, t.trackId, t.countedAt),
  ],
);

/**
 * Counted plays per subject per UTC day: the source of the ranking windows (`play_windows`, kept from it
 * by triggers) and of a day's plays leaving a window.
 */
export const dailyPlays = sqliteTable(
  "daily_plays",
  {
    subjectType: text("subject_type", { enum: SUBJECT_TYPES }).notNull(),
    subjectId: text("subject_id").notNull(),
    /** Epoch day (UTC). */
    day: integer("day").notNull(),
    plays: integer("plays").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "daily_plays_pk", columns: [t.subjectType, t.subjectId, t.day] }),
    index("daily_plays_window_idx").on(t.subjectType, t.day, t.plays),
  ],
);

/**
 * Counted plays per subject over each ranking window (the last 7 and the last 30 UTC days), kept by
 * triggers on `daily_plays` (migration 0006) in the same transaction as every play, so a chart is an
 * index walk of its top rows instead of a sum over every play in the window. Days leave a window when
 * `advancePlayWindows` (the scheduled handler) moves its mark; docs/decisions/0310.
 */
export const playWindows = sqliteTable(
  "play_windows",
  {
    subjectType: text("subject_type", { enum: SUBJECT_TYPES }).notNull(),
    /** The window's length in days (a `play_window_marks` row). */
    days: integer("days").notNull(),
    subjectId: text("subject_id").notNull(),
    plays: integer("plays").notNull(),
  },
  (t) => [
    primaryKey({ name: "play_windows_pk", columns: [t.subjectType, t.days, t.subjectId] }),
    // A chart: one kind's one window, most played first, ties newest first (ids grow with time), so a
    // ranking walks this index in its exact order and stops at the end of its page.
    index("play_windows_rank_idx").on(t.subjectType, t.days, t.plays, t.subjectId),
  ],
);

/** Each ranking window and the first epoch day (UTC) its `play_windows` counters include. */
export const playWindowMarks = sqliteTable("play_window_marks", {
  days: integer("days").primaryKey(),
  countedFrom: integer("counted_from").notNull(),
});

/**
 * Likes, saves and follows: a row exists while the toggle is on, so toggling is an idempotent
 * insert-or-delete and the primary key makes a double like impossible.
 */
export const reactions = sqliteTable(
  "reactions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["like", "save", "follow"] }).notNull(),
    subjectType: text("subject_type", { enum: SUBJECT_TYPES }).notNull(),
    subjectId: text("subject_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "reactions_pk", columns: [t.userId, t.kind, t.subjectType, t.subjectId] }),
    // "Liked songs", "saved albums": one user's reactions of one kind, newest first.
    index("reactions_user_recent_idx").on(t.userId, t.kind, t.subjectType, t.createdAt),
    // Exact counters: count(*) of one subject's reactions of one kind.
    index("reactions_subject_idx").on(t.subjectType, t.subjectId, t.kind),
  ],
);

/**
 * The daily figures of a subject's metrics (tracks, albums, artists) beside `daily_plays`, kept by
 * triggers (migration 0016) in the transaction of the play or reaction they count, so a metrics window
 * reads one row per day whatever the number of plays.
 *
 * `listeners` counts the distinct listeners of that day. `last_listeners` counts the listeners whose
 * latest listening day is this one (a listener moves from their previous day to today when they listen
 * again), so the distinct listeners of the days `d0..today` are exactly `sum(last_listeners)` over those
 * days. `likes`, `saves` and `follows` are the day's net change (added minus removed).
 */
export const dailyMetrics = sqliteTable(
  "daily_metrics",
  {
    subjectType: text("subject_type", { enum: SUBJECT_TYPES }).notNull(),
    subjectId: text("subject_id").notNull(),
    day: integer("day").notNull(),
    listeners: integer("listeners").notNull().default(0),
    lastListeners: integer("last_listeners").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    follows: integer("follows").notNull().default(0),
  },
  (t) => [primaryKey({ name: "daily_metrics_pk", columns: [t.subjectType, t.subjectId, t.day] })],
);

/** Each listener's latest listening day per subject: what moves `daily_metrics.last_listeners`. */
export const listenerDays = sqliteTable(
  "listener_days",
  {
    subjectType: text("subject_type", { enum: SUBJECT_TYPES }).notNull(),
    subjectId: text("subject_id").notNull(),
    userId: text("user_id").notNull(),
    lastDay: integer("last_day").notNull(),
  },
  (t) => [primaryKey({ name: "listener_days_pk", columns: [t.subjectType, t.subjectId, t.userId] })],
);

/** Counted plays per subject, day and listener country (ISO 3166 alpha-2, `ZZ` when unknown). */
export const dailyPlayCountries = sqliteTable(
  "daily_play_countries",
  {
    subjectType: text("subject_type", { enum: SUBJECT_TYPES }).notNull(),
    subjectId: text("subject_id").notNull(),
    day: integer("day").notNull(),
    country: text("country").notNull(),
    plays: integer("plays").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "daily_play_countries_pk", columns: [t.subjectType, t.subjectId, t.day, t.country] }),
  ],
);

/**
 * Counted plays per subject, day and source: the context the play came from (a playlist, album, artist
 * page, non-stop, search) with its id, or `direct` with an empty id.
 */
export const dailyPlaySources = sqliteTable(
  "daily_play_sources",
  {
    subjectType: text("subject_type", { enum: SUBJECT_TYPES }).notNull(),
    subjectId: text("subject_id").notNull(),
    day: integer("day").notNull(),
    sourceType: text("source_type").notNull(),
    sourceId: text("source_id").notNull(),
    plays: integer("plays").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "daily_play_sources_pk",
      columns: [t.subjectType, t.subjectId, t.day, t.sourceType, t.sourceId],
    }),
  ],
);
