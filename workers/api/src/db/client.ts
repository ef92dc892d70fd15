import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** One drizzle handle per request; cheap to build, bound to the request's D1 binding. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;
