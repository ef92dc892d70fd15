import { integer } from "drizzle-orm/sqlite-core";

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
