import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { users } from "../accounts/schema";
import { SUBJECT_TYPES } from "./contract";

/**
 * One row per listening session the player reports. `counted_at` is set once the session passes the
 * counting threshold (30 s, or the end of a shorter track) and it is not a duplicate for that listener.
 * `context_*` records what was being played (a playlist, album, non-stop) so those get plays too.
 */
export const plays = sqliteTable(
  "plays",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trackId: text("track_id").notNull(),
    contextType: text("context_type", { enum: SUBJECT_TYPES }),
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
