import { and, asc, desc, eq, sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, fieldError, isUniqueViolation, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { userRoles } from "../accounts/schema";
import { userCategories, userTypes } from "../reference/schema";
import {
  ACCOUNT_UPGRADE_REQUEST_TYPE,
  type Application,
  type ApplicationComment,
  type ApplyBody,
  type UpgradeOptions,
  type UpgradePayment,
} from "./contract";
import { releaseFeeStatements } from "./money";
import {
  alreadyHeldMessage,
  applyMessage,
  cancellable,
  cooldownMessage,
  evidenceProblem,
  grantOf,
  holdsGrant,
  initialStatus,
  openApplicationMessage,
} from "./rules";
import { type ApplicationStatus, userApplicationComments, userApplications } from "./schema";
import { applicationMoves, transitionError } from "./transitions";
import { applicationsQuery, applicationViews, toComment } from "./views";

/*
 * The applicant's side of `/upgrade` (spec §2): the types on offer, applying, the status of their
 * applications with the admins' comments, cancelling and commenting. No Hono here: routes pass plain values.
 */

/** The active types with their active categories, by title. */
export async function upgradeOptions(db: Db): Promise<UpgradeOptions> {
  const [types, categories] = await db.batch([
    db.select().from(userTypes).where(eq(userTypes.status, 1)).orderBy(asc(userTypes.normalizedTitle)),
    db
      .select({
        id: userCategories.id,
        typeId: userCategories.typeId,
        title: userCategories.title,
        description: userCategories.description,
      })
      .from(userCategories)
      .where(eq(userCategories.status, 1))
      .orderBy(asc(userCategories.normalizedTitle)),
  ]);
  return {
    types: types.map((t) => ({
      id: t.id,
      title: t.title,
      grants_role: t.grantsRole,
      creator_kind: t.creatorKind,
      fee_cents: t.feeCents,
      needs_evidence: t.needsEvidence,
      categories: categories
        .filter((c) => c.typeId === t.id)
        .map((c) => ({ id: c.id, title: c.title, description: c.description })),
    })),
  };
}

/** The caller's applications, newest first, with their threads. */
export async function myApplications(db: Db, userId: string): Promise<Application[]> {
  const rows = await applicationsQuery(db)
    .where(eq(userApplications.userId, userId))
    .orderBy(desc(userApplications.createdAt), desc(userApplications.id))
    .limit(100);
  return applicationViews(db, rows);
}

/** One of the caller's applications (404 for anyone else's). */
export async function myApplication(db: Db, userId: string, id: string): Promise<Application> {
  const rows = await applicationsQuery(db)
    .where(and(eq(userApplications.id, id), eq(userApplications.userId, userId)))
    .limit(1);
  const [view] = await applicationViews(db, rows);
  if (!view) throw notFound("Application");
  return view;
}

/** What `apply` answers: the application, its message, and what to pay when a fee is due. */
export interface Applied {
  application: Application;
  msg: string;
  payment?: UpgradePayment;
}

/**
 * Files an application: one open application per type (an unpaid one of the same type is replaced), none
 * within 7 days of a rejection of that type, none for what the user already holds. A free type goes
 * straight to review; a paid one waits for its fee (`make-service-payment`).
 */
export async function apply(db: Db, userId: string, body: ApplyBody, now = new Date()): Promise<Applied> {
  /** The caller's applications of the chosen type in `status`. */
  const mine = (status: ApplicationStatus) =>
    and(
      eq(userApplications.userId, userId),
      eq(userApplications.typeId, body.user_type_id),
      eq(userApplications.status, status),
    );
  const [[type], [category], roles, [lastRejected], [open]] = await db.batch([
    db
      .select()
      .from(userTypes)
      .where(and(eq(userTypes.id, body.user_type_id), eq(userTypes.status, 1)))
      .limit(1),
    db
      .select({ id: userCategories.id, typeId: userCategories.typeId })
      .from(userCategories)
      .where(and(eq(userCategories.id, body.user_category_id), eq(userCategories.status, 1)))
      .limit(1),
    db
      .select({ role: userRoles.role, kind: userRoles.kind })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    db
      .select({ decidedAt: userApplications.decidedAt })
      .from(userApplications)
      .where(mine("rejected"))
      .orderBy(desc(userApplications.decidedAt))
      .limit(1),
    db.select({ id: userApplications.id }).from(userApplications).where(mine("pending")).limit(1),
  ]);
  if (!type) throw fieldError("user_type_id", "This account type is not available. Choose another one.");
  if (!category || category.typeId !== type.id) {
    throw fieldError("user_category_id", `Choose one of the categories of ${type.title}.`);
  }
  const evidence = evidenceProblem(type.needsEvidence, body.links);
  if (evidence) throw fieldError("links", evidence);
  if (holdsGrant(roles, grantOf(type))) throw conflict(alreadyHeldMessage(type.title));
  if (open) throw conflict(openApplicationMessage(type.title));
  const cooling = cooldownMessage(type.title, lastRejected?.decidedAt ?? null, now);
  if (cooling) throw conflict(cooling);

  const status = initialStatus(type.feeCents);
  const id = newId("uap", now.getTime());
  try {
    await d1Batch(db, [
      // An unpaid application of the same type gives way to the new one (its late payment is refunded).
      sql`update ${userApplications} set status = 'cancelled', updated_at = ${now.getTime()}
        where user_id = ${userId} and type_id = ${type.id} and status = 'awaiting_payment'`,
      db.insert(userApplications).values({
        id,
        userId,
        typeId: type.id,
        categoryId: category.id,
        motivation: body.motivation,
        links: body.links,
        status,
        feeCents: type.feeCents,
        submittedAt: status === "pending" ? now : null,
        createdAt: now,
        updatedAt: now,
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "user_applications.user_id")) {
      throw conflict(openApplicationMessage(type.title));
    }
    throw error;
  }
  const application = await myApplication(db, userId, id);
  return {
    application,
    msg: applyMessage(status),
    ...(status === "awaiting_payment"
      ? {
          payment: {
            request_type: ACCOUNT_UPGRADE_REQUEST_TYPE,
            data: { application_id: id },
            amount_cents: type.feeCents,
          },
        }
      : {}),
  };
}

/** Cancels the caller's open application; a paid fee goes back to their wallet in the same batch. */
export async function cancelApplication(db: Db, userId: string, id: string, now = new Date()) {
  const [app] = await db
    .select()
    .from(userApplications)
    .where(and(eq(userApplications.id, id), eq(userApplications.userId, userId)))
    .limit(1);
  if (!app) throw notFound("Application");
  const refused = "This application is already decided and can no longer be cancelled.";
  if (!cancellable(app.status)) throw conflict(refused);
  const t = now.getTime();
  try {
    await d1Batch(db, [
      ...applicationMoves.move(app.id, app.status, "cancelled", sql`, updated_at = ${t}`),
      ...(await releaseFeeStatements(db, app, "cancelled", t)),
    ]);
  } catch (error) {
    throw transitionError(error, refused);
  }
  return myApplication(db, userId, id);
}

/** Adds the caller's comment to the thread of their own application. */
export async function commentAsApplicant(
  db: Db,
  user: { id: string; name: string },
  applicationId: string,
  body: string,
  now = new Date(),
): Promise<ApplicationComment> {
  const [app] = await db
    .select({ id: userApplications.id })
    .from(userApplications)
    .where(and(eq(userApplications.id, applicationId), eq(userApplications.userId, user.id)))
    .limit(1);
  if (!app) throw notFound("Application");
  const row = { id: newId("uac", now.getTime()), applicationId, authorId: user.id, body, createdAt: now };
  await db.insert(userApplicationComments).values(row);
  return toComment({ ...row, authorName: user.name }, false);
}
