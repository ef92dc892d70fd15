import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * Built once per D1 binding and reused by every request of the isolate: building a handle walks the
 * whole schema for its relational config, which was ~10% of a catalogue read's CPU when done per
 * request. The handle keeps no per-request state (each query is prepared and run on its own).
 */
const handles = new WeakMap<D1Database, ReturnType<typeof build>>();

const build = (d1: D1Database) => drizzle(d1, { schema });

/** The drizzle handle for `d1`. */
export function createDb(d1: D1Database) {
  let db = handles.get(d1);
  if (!db) {
    db = build(d1);
    handles.set(d1, db);
  }
  return db;
}

export type Db = ReturnType<typeof createDb>;
