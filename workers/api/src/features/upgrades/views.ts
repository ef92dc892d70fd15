import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { userRoles, users } from "../accounts/schema";
import { userCategories, userTypes } from "../reference/schema";
import type { Application, ApplicationComment } from "./contract";
import { resubmitAfterOf } from "./rules";
import { userApplicationComments, userApplications } from "./schema";

/*
 * Reads shared by the user's and the admin's calls: applications with their type and category, and the
 * comment threads with their authors (a handful of statements per page, never one per row).
 */

export type ApplicationRow = typeof userApplications.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns of an application joined to its type and category. */
export const applicationColumns = {
  app: userApplications,
  type: {
    id: userTypes.id,
    title: userTypes.title,
    grantsRole: userTypes.grantsRole,
    creatorKind: userTypes.creatorKind,
  },
  category: { id: userCategories.id, title: userCategories.title },
};

/** Applications with their type and category, newest first. */
export function applicationsQuery(db: Db) {
  return db
    .select(applicationColumns)
    .from(userApplications)
    .innerJoin(userTypes, eq(userTypes.id, userApplications.typeId))
    .innerJoin(userCategories, eq(userCategories.id, userApplications.categoryId));
}

export type JoinedApplication = Awaited<ReturnType<ReturnType<typeof applicationsQuery>["all"]>>[number];

/** The comment threads of `applicationIds`, oldest first, keyed by application. */
export async function commentsOf(
  db: Db,
  applicationIds: string[],
): Promise<Map<string, ApplicationComment[]>> {
  const threads = new Map<string, ApplicationComment[]>();
  if (applicationIds.length === 0) return threads;
  const rows = await db
    .select({
      id: userApplicationComments.id,
      applicationId: userApplicationComments.applicationId,
      body: userApplicationComments.body,
      authorId: userApplicationComments.authorId,
      authorName: users.name,
      createdAt: userApplicationComments.createdAt,
    })
    .from(userApplicationComments)
    .leftJoin(users, eq(users.id, userApplicationComments.authorId))
    .where(inArray(userApplicationComments.applicationId, applicationIds))
    .orderBy(asc(userApplicationComments.createdAt), asc(userApplicationComments.id));
  const authorIds = [...new Set(rows.map((r) => r.authorId))];
  const adminRoles = new Set(
    authorIds.length
      ? (
          await db
            .select({ userId: userRoles.userId })
            .from(userRoles)
            .where(and(inArray(userRoles.userId, authorIds), eq(userRoles.role, "admin")))
        ).map((r) => r.userId)
      : [],
  );
  for (const row of rows) {
    const list = threads.get(row.applicationId) ?? [];
    list.push(toComment(row, adminRoles.has(row.authorId)));
    threads.set(row.applicationId, list);
  }
  return threads;
}

/** One comment on the wire. */
export function toComment(
  row: { id: string; body: string; authorId: string; authorName: string | null; createdAt: Date },
  isAdmin: boolean,
): ApplicationComment {
  return {
    id: row.id,
    body: row.body,
    author: { id: row.authorId, name: row.authorName ?? "Ngoma", is_admin: isAdmin },
    created_at: row.createdAt.toISOString(),
  };
}

/** An application as its applicant sees it. */
export function toApplication(row: JoinedApplication, comments: ApplicationComment[]): Application {
  const { app } = row;
  return {
    id: app.id,
    status: app.status,
    type: {
      id: row.type.id,
      title: row.type.title,
      grants_role: row.type.grantsRole,
      creator_kind: row.type.creatorKind,
    },
    category: { id: row.category.id, title: row.category.title },
    motivation: app.motivation,
    links: app.links,
    fee_cents: app.feeCents,
    reason: app.reason,
    created_at: app.createdAt.toISOString(),
    submitted_at: iso(app.submittedAt),
    decided_at: iso(app.decidedAt),
    resubmit_after: iso(resubmitAfterOf(app.status, app.decidedAt)),
    comments,
  };
}

/** Views of joined rows with their threads. */
export async function applicationViews(db: Db, rows: JoinedApplication[]): Promise<Application[]> {
  const threads = await commentsOf(
    db,
    rows.map((r) => r.app.id),
  );
  return rows.map((r) => toApplication(r, threads.get(r.app.id) ?? []));
}
