import { drizzle } from "drizzle-orm/d1";
import { oncePer } from "./once-per";

/**
 * The drizzle handle for a D1 binding, built once per binding and reused by every request of the
 * isolate. It carries no schema: queries name their tables (the relational query API is not used), so
 * the kit depends on no feature and the handle costs nothing to build. The handle keeps no per-request
 * state (each query is prepared and run on its own).
 */
export const createDb = oncePer((d1: D1Database) => drizzle(d1));

export type Db = ReturnType<typeof createDb>;
