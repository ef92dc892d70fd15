import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../../../kit/columns";
import { users } from "../../accounts/schema/users";
import { SUBJECT_TYPES } from "./subjects";

/**
 * Likes, saves and follows: a row exists while the toggle is on, so toggling is an idempotent
 * insert-or-delete and the primary key makes a double like impossible.
 */
export const reactions = sqliteTable(
  "reactions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["like", "save", "follow"] }).notNull(),
    subjectType: text("subject_type", { enum: SUBJECT_TYPES }).notNull(),
    subjectId: text("subject_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "reactions_pk", columns: [t.userId, t.kind, t.subjectType, t.subjectId] }),
    // "Liked songs", "saved albums": one user's reactions of one kind, newest first.
    index("reactions_user_recent_idx").on(t.userId, t.kind, t.subjectType, t.createdAt),
    // Exact counters: count(*) of one subject's reactions of one kind.
    index("reactions_subject_idx").on(t.subjectType, t.subjectId, t.kind),
  ],
);
