import { index, integer, type SQLiteColumn, text } from "drizzle-orm/sqlite-core";

/** Epoch-milliseconds timestamp column (D1 has no date type; integers sort and compare cheaply). */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** `created_at` filled by the application clock so batches share one instant. */
export const createdAt = () => timestamp("created_at").notNull();

/** A denormalised count, kept exact by the service that changes what it counts. */
export const counter = (name: string) => integer(name).notNull().default(0);

/** The like / save / play counters every listenable catalogue row carries (spec §1). */
export const engagementCounts = () => ({
  likeCount: counter("like_count"),
  saveCount: counter("save_count"),
  playCount: counter("play_count"),
});

/** `created_at` and `updated_at`, both from the application clock. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: timestamp("updated_at").notNull() });

/**
 * Whether others may see a release (tracks, albums): published, public and active (spec §4 status
 * toggle: 1 active, 0 inactive; inactive rows are hidden like drafts). See features/catalogue/visibility.ts.
 */
export const listingState = () => ({
  publication: text("publication", { enum: ["draft", "published"] })
    .notNull()
    .default("draft"),
  visibility: text("visibility", { enum: ["public", "private"] })
    .notNull()
    .default("public"),
  status: integer("status").notNull().default(1),
});

/**
 * The two keyset list indexes of a listable table: newest first and most played, each led by the listed
 * condition's columns so a list walks the index in order (docs/decisions/0300).
 */
export const listedIndexes = (
  table: string,
  t: Record<"publication" | "visibility" | "status" | "createdAt" | "playCount" | "id", SQLiteColumn>,
) => [
  index(`${table}_listed_created_idx`).on(t.publication, t.visibility, t.status, t.createdAt, t.id),
  index(`${table}_listed_plays_idx`).on(t.publication, t.visibility, t.status, t.playCount, t.id),
];
