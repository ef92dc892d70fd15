import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
export const LISTED_TOTAL_SUBJECTS = ["track", "album", "artist", "playlist", "nonstop"] as const;
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
