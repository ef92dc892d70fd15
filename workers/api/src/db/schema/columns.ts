import { integer } from "drizzle-orm/sqlite-core";

/** Epoch-milliseconds timestamp column (D1 has no date type; integers sort and compare cheaply). */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** `created_at` filled by the application clock so batches share one instant. */
export const createdAt = () => timestamp("created_at").notNull();
