import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../columns";

/**
 * One `Idempotency-Key` a caller sent with a POST that moves money (docs/decisions/0502), scoped to the
 * caller. `request_hash` fingerprints method, path and body: the same key with another request is refused.
 * While `locked_until` is ahead the request is running; `committed` is set by the very batch that moved
 * the money, so a retry after a crash can never move it twice; the stored answer is replayed after that.
 * Kept at least 24 h.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    /** The caller: a user id (keys of different users never meet). */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    lockedUntil: timestamp("locked_until"),
    committed: integer("committed", { mode: "boolean" }).notNull().default(false),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
