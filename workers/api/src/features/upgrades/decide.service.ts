import { publishToUser } from "@ngoma/realtime/client";
import { and, count, eq, sql } from "drizzle-orm";
import { type AuditActor, auditStatement } from "../../kit/audit/statement";
import { d1Batch, type Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import { userRoles, users } from "../accounts/schema";
import { type NotifyDeps, notify } from "../notifications";
import { userTypes } from "../reference/schema";
import type { ProcessBody } from "./contract";
import { releaseFeeStatements } from "./money";
import { applicantNotice, type Decision, decidedStatus, grantOf } from "./rules";
import { userApplications } from "./schema";
import { applicationMoves, transitionError } from "./transitions";

/*
 * An admin's decision on a pending application (`process/{id}`, `users/upgrade-request/{id}`), as ONE D1
 * batch: the guarded status update first (a second decision aborts everything after it), the held fee's
 * move (escrow → fees on approval, escrow → the applicant's wallet on rejection), the role on approval and
 * the audit row. The role counts from the applicant's next request: sessions are resolved from D1 on every
 * request. Telling the applicant and the admins' badges happens after the batch, best effort.
 */

const NOT_PENDING = "This application is not waiting for a decision.";

/** Pending applications: the admin nav's badge (an index range count on status). */
export async function pendingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userApplications)
    .where(eq(userApplications.status, "pending"));
  return row?.n ?? 0;
}

/** Publishes the pending count to every active admin's sockets (best effort, never throws). */
export async function publishPendingCount(deps: NotifyDeps): Promise<void> {
  try {
    const [pending, admins] = await Promise.all([
      pendingCount(deps.db),
      deps.db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(userRoles.role, "admin"), eq(users.status, "active")))
        .limit(500),
    ]);
    const event = { type: "admin.pending_applications", response: { count: pending } };
    await Promise.all(admins.map((a) => publishToUser(deps.realtime, a.id, event).catch(() => undefined)));
  } catch (error) {
    console.error("pending applications publish failed", error);
  }
}

/** Runs `work` after the response when the platform allows it, else awaits it. */
async function later(deps: NotifyDeps, work: Promise<unknown>) {
  if (deps.waitUntil) deps.waitUntil(work);
  else await work;
}

/**
 * Approves or rejects application `id` (of user `ofUser` when given: 404 otherwise). 409 when it is not
 * pending, including when another decision won a race; nothing moves then.
 */
export async function decide(
  deps: NotifyDeps,
  actor: AuditActor,
  id: string,
  body: ProcessBody,
  ofUser?: string,
): Promise<{ id: string; status: "approved" | "rejected"; decision: Decision }> {
  const { db } = deps;
  const [row] = await db
    .select({
      app: userApplications,
      type: { title: userTypes.title, grantsRole: userTypes.grantsRole, creatorKind: userTypes.creatorKind },
    })
    .from(userApplications)
    .innerJoin(userTypes, eq(userTypes.id, userApplications.typeId))
    .where(eq(userApplications.id, id))
    .limit(1);
  if (!row || (ofUser !== undefined && row.app.userId !== ofUser)) throw notFound("Application");
  const { app, type } = row;
  if (app.status !== "pending") throw conflict(NOT_PENDING);

  const status = decidedStatus(body.decision);
  const reason = body.reason?.length ? body.reason : null;
  const t = actor.now.getTime();
  const grant = grantOf(type);
  const statements: Statement[] = [
    ...applicationMoves.move(
      app.id,
      "pending",
      status,
      sql`, reason = ${reason}, decided_by = ${actor.userId}, decided_at = ${t}, updated_at = ${t}`,
    ),
    ...(await releaseFeeStatements(db, app, status, t)),
  ];
  if (status === "approved") {
    statements.push(
      sql`insert into ${userRoles} (user_id, role, kind, granted_at)
        values (${app.userId}, ${grant.role}, ${grant.kind}, ${t}) on conflict do nothing`,
    );
  }
  statements.push(
    auditStatement(actor, {
      action: body.decision,
      entity: "user_application",
      entityId: app.id,
      before: { status: app.status, reason: app.reason },
      after: {
        status,
        reason,
        ...(status === "approved" ? { granted: `${grant.role}${grant.kind ? `:${grant.kind}` : ""}` } : {}),
        ...(app.feeCents > 0 ? { fee_to: status === "approved" ? "fees" : "wallet" } : {}),
      },
      reason,
    }),
  );
  try {
    await d1Batch(db, statements);
  } catch (error) {
    throw transitionError(error, NOT_PENDING);
  }

  await notify(
    deps,
    app.userId,
    {
      type: "AccountUpgrade",
      msg: applicantNotice(body.decision, type.title, reason),
      data: { application_id: app.id, status },
    },
    actor.now,
  ).catch((error: unknown) => console.error(`upgrade notice of ${app.id} failed`, error));
  await later(deps, publishPendingCount(deps));
  return { id: app.id, status, decision: body.decision };
}
