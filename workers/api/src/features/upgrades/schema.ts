import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { users } from "../accounts/schema";
import { userCategories, userTypes } from "../reference/schema";

/**
 * Where an application is (docs/decisions/0700): `awaiting_payment` until a fee is paid (free types skip
 * it), `pending` until an admin decides, then `approved` or `rejected`; `cancelled` when the applicant
 * withdraws before deciding. The transition trigger (migration 0019) refuses every other move, so a
 * decision or a payment happens once even when two requests race.
 */
export const APPLICATION_STATUSES = [
  "awaiting_payment",
  "pending",
  "approved",
  "rejected",
  "cancelled",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A listener's application to become a creator or a promoter (spec §2 `/upgrade`). */
export const userApplications = sqliteTable(
  "user_applications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    typeId: text("type_id")
      .notNull()
      .references(() => userTypes.id, { onDelete: "restrict" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => userCategories.id, { onDelete: "restrict" }),
    motivation: text("motivation").notNull(),
    /** Evidence links (JSON array of https URLs). */
    links: text("links", { mode: "json" }).$type<string[]>().notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull(),
    /** The type's fee when the application was made, in US cents (0 = free). */
    feeCents: integer("fee_cents").notNull().default(0),
    /** The wallet operation that paid the fee (its money waits in the upgrade escrow account). */
    operationId: text("operation_id"),
    /** The admin's reason for the decision. */
    reason: text("reason"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at"),
    /** When it became `pending` (paid, or made when free). */
    submittedAt: timestamp("submitted_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (t) => [
    // One open application per type and user.
    uniqueIndex("user_applications_open_uq")
      .on(t.userId, t.typeId)
      .where(sql`${t.status} in ('awaiting_payment', 'pending')`),
    index("user_applications_user_idx").on(t.userId, t.createdAt),
    index("user_applications_status_idx").on(t.status, t.createdAt, t.id),
    // The month figures of the stats: pending by when submitted, decided ones by when decided.
    index("user_applications_submitted_idx").on(t.status, t.submittedAt),
    index("user_applications_decided_idx").on(t.status, t.decidedAt),
    index("user_applications_type_idx").on(t.typeId, t.status, t.createdAt),
    index("user_applications_category_idx").on(t.categoryId),
    check("user_applications_fee_ck", sql`${t.feeCents} >= 0`),
  ],
);

/** The thread between admins and the applicant on one application. */
export const userApplicationComments = sqliteTable(
  "user_application_comments",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => userApplications.id, { onDelete: "cascade" }),
    authorId: text("author_id").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("user_application_comments_app_idx").on(t.applicationId, t.createdAt)],
);
