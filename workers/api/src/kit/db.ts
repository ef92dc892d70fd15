import { drizzle } from "drizzle-orm/d1";
import * as schema from "../schema";
import { oncePer } from "./once-per";

/**
 * The drizzle handle for a D1 binding, built once per binding and reused by every request of the
 * isolate: building one walks the whole schema for its relational config, which was ~10% of a catalogue
 * read's CPU when done per request. The handle keeps no per-request state (each query is prepared and
 * run on its own).
 */
export const createDb = oncePer((d1: D1Database) => drizzle(d1, { schema }));

export type Db = ReturnType<typeof createDb>;
