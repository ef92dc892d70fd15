import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { type AuditActor, auditStatement } from "../../kit/audit/statement";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { type Page, pageWindow, toPage } from "../../kit/pagination";
import { accountsMatching, CREATOR_KINDS, effectiveRoles } from "../accounts";
import { userRoles, users } from "../accounts/schema";
import { type NotifyDeps, notify } from "../notifications";
import { userCategories, userTypes } from "../reference/schema";
import type {
  AdminApplicationDetail,
  AdminApplicationListQuery,
  AdminApplicationRow,
  ApplicationComment,
  ApplicationStats,
} from "./contract";
import { listeningSummary } from "./listening";
import { deletable, monthStart } from "./rules";
import { type ApplicationStatus, userApplicationComments, userApplications } from "./schema";
import { commentsOf, toComment } from "./views";

/*
 * The admin's reads and writes on applications (`/admin/user-applications`) besides the decision itself
 * (decide.service.ts). Every write records its audit row in the same batch.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const rowColumns = {
  app: {
    id: userApplications.id,
    status: userApplications.status,
    feeCents: userApplications.feeCents,
    createdAt: userApplications.createdAt,
    submittedAt: userApplications.submittedAt,
    decidedAt: userApplications.decidedAt,
  },
  user: { id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl },
  type: { id: userTypes.id, title: userTypes.title },
  category: { id: userCategories.id, title: userCategories.title },
};

type Joined = {
  app: {
    id: string;
    status: ApplicationStatus;
    feeCents: number;
    createdAt: Date;
    submittedAt: Date | null;
    decidedAt: Date | null;
  };
  user: { id: string; name: string; email: string; avatarUrl: string | null };
  type: { id: string; title: string };
  category: { id: string; title: string };
};

function toRow(r: Joined): AdminApplicationRow {
  return {
    id: r.app.id,
    status: r.app.status,
    user: { id: r.user.id, name: r.user.name, email: r.user.email, avatar_url: r.user.avatarUrl },
    type: r.type,
    category: r.category,
    fee_cents: r.app.feeCents,
    created_at: r.app.createdAt.toISOString(),
    submitted_at: iso(r.app.submittedAt),
    decided_at: iso(r.app.decidedAt),
  };
}

const SORT = {
  created_at: userApplications.createdAt,
  submitted_at: userApplications.submittedAt,
  decided_at: userApplications.decidedAt,
} as const;

/** A page of applications: by status and type, name or e-mail prefix, sorted by one of their times. */
export async function listApplications(
  db: Db,
  query: AdminApplicationListQuery,
): Promise<Page<AdminApplicationRow>> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(userApplications.status, query.status));
  if (query.type_id) where.push(eq(userApplications.typeId, query.type_id));
  const matches = accountsMatching(db, query.q);
  if (matches) where.push(inArray(userApplications.userId, matches));
  const condition = where.length ? and(...where) : undefined;
  const order = query.direction === "asc" ? asc : desc;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  // Two statements, not one D1 batch: a batch's rows come back keyed by column name, and the joined
  // tables share names (`id`, `title`) that drizzle only tells apart in a plain query's ordered rows.
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(userApplications)
      .innerJoin(users, eq(users.id, userApplications.userId))
      .innerJoin(userTypes, eq(userTypes.id, userApplications.typeId))
      .innerJoin(userCategories, eq(userCategories.id, userApplications.categoryId))
      .where(condition)
      .orderBy(order(SORT[query.sort]), order(userApplications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(userApplications)
      .innerJoin(users, eq(users.id, userApplications.userId))
      .where(condition),
  ]);
  return toPage(rows.map(toRow), {
    page: query.page,
    perPage: query.per_page,
    total: totals[0]?.n ?? 0,
  });
}

/**
 * Pending, approved and rejected: this calendar month (UTC) and all time. Each figure is a count over
 * the status index range (pending by submitted_at, the others by decided_at); api-dashboards keeps exact
 * counters for the dashboard itself.
 */
export async function applicationStats(db: Db, now = new Date()): Promise<ApplicationStats> {
  const month = monthStart(now);
  const countOf = (status: ApplicationStatus, since?: Date) =>
    db
      .select({ n: count() })
      .from(userApplications)
      .where(
        and(
          eq(userApplications.status, status),
          since
            ? gte(status === "pending" ? userApplications.submittedAt : userApplications.decidedAt, since)
            : undefined,
        ),
      );
  const [pa, pm, aa, am, ra, rm] = await db.batch([
    countOf("pending"),
    countOf("pending", month),
    countOf("approved"),
    countOf("approved", month),
    countOf("rejected"),
    countOf("rejected", month),
  ]);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    pending: { month: n(pm), all: n(pa) },
    approved: { month: n(am), all: n(aa) },
    rejected: { month: n(rm), all: n(ra) },
  };
}

/** One application with its applicant, their listening, the links and the thread. */
export async function applicationDetail(
  db: Db,
  id: string,
  now = new Date(),
): Promise<AdminApplicationDetail> {
  const [row] = await db
    .select({ ...rowColumns, full: userApplications, country: users.country, joinedAt: users.createdAt })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .innerJoin(userTypes, eq(userTypes.id, userApplications.typeId))
    .innerJoin(userCategories, eq(userCategories.id, userApplications.categoryId))
    .where(eq(userApplications.id, id))
    .limit(1);
  if (!row) throw notFound("Application");
  const { full } = row;
  const [roles, decider, listening, threads] = await Promise.all([
    db
      .select({ role: userRoles.role, kind: userRoles.kind })
      .from(userRoles)
      .where(eq(userRoles.userId, full.userId)),
    full.decidedBy
      ? db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, full.decidedBy)).limit(1)
      : Promise.resolve([]),
    listeningSummary(db, full.userId, now),
    commentsOf(db, [full.id]),
  ]);
  return {
    ...toRow(row),
    motivation: full.motivation,
    links: full.links,
    reason: full.reason,
    decided_by: decider[0] ?? (full.decidedBy ? { id: full.decidedBy, name: "" } : null),
    applicant: {
      id: row.user.id,
      name: row.user.name,
      email: row.user.email,
      country: row.country,
      created_at: row.joinedAt.toISOString(),
      roles: effectiveRoles(roles),
      creator_kinds: CREATOR_KINDS.filter((kind) =>
        roles.some((r) => r.role === "creator" && r.kind === kind),
      ),
    },
    listening,
    comments: threads.get(full.id) ?? [],
  };
}

/** Deletes a processed (approved, rejected or cancelled) application, with its thread; 409 otherwise. */
export async function deleteApplication(db: Db, actor: AuditActor, id: string) {
  const [app] = await db.select().from(userApplications).where(eq(userApplications.id, id)).limit(1);
  if (!app) throw notFound("Application");
  const refused = "Only an approved, rejected or cancelled application can be deleted.";
  if (!deletable(app.status)) throw conflict(refused);
  const results = await d1Batch(db, [
    sql`delete from ${userApplications} where id = ${id} and status in ('approved', 'rejected', 'cancelled')`,
    auditStatement(
      actor,
      {
        action: "delete",
        entity: "user_application",
        entityId: id,
        before: { status: app.status, user_id: app.userId, type_id: app.typeId },
        after: null,
      },
      { onlyIfChanged: true },
    ),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) throw conflict(refused);
  return { id };
}

/** Adds an admin's comment to an application's thread (audited) and tells the applicant. */
export async function commentAsAdmin(
  deps: NotifyDeps,
  actor: AuditActor & { name: string },
  id: string,
  body: string,
): Promise<ApplicationComment> {
  const { db } = deps;
  const [app] = await db
    .select({ id: userApplications.id, userId: userApplications.userId, status: userApplications.status })
    .from(userApplications)
    .where(eq(userApplications.id, id))
    .limit(1);
  if (!app) throw notFound("Application");
  const row = {
    id: newId("uac", actor.now.getTime()),
    applicationId: id,
    authorId: actor.userId,
    body,
    createdAt: actor.now,
  };
  await d1Batch(db, [
    db.insert(userApplicationComments).values(row),
    auditStatement(actor, {
      action: "comment",
      entity: "user_application",
      entityId: id,
      before: null,
      after: { comment_id: row.id },
    }),
  ]);
  await notify(
    deps,
    app.userId,
    {
      type: "AccountUpgrade",
      msg: "An admin commented on your application.",
      data: { application_id: id, status: app.status, comment_id: row.id },
    },
    actor.now,
  ).catch((error: unknown) => console.error(`comment notice of ${id} failed`, error));
  return toComment({ ...row, authorName: actor.name }, true);
}
