import { sql } from "drizzle-orm";
import { check, integer, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * Always empty. A guarded move's second statement inserts into it only when the move before it changed
 * no row, and the CHECK refuses that insert, so the whole D1 batch aborts: "nothing moved" becomes an
 * error the batch cannot miss (kit/transitions/machine.ts).
 */
export const transitionGuards = sqliteTable(
  "transition_guards",
  { moved: integer("moved").notNull() },
  (t) => [check("transition_guard_moved", sql`${t.moved} = 1`)],
);
