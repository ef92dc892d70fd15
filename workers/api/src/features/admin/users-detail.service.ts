import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { auditLog } from "../../kit/audit/schema";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { sessions, userRoles, users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { plays } from "../engagement/schema";
import { ledgerAccounts } from "../ledger/schema";
import { userTypes } from "../reference/schema";
import { userApplications } from "../upgrades/schema";
import type { AdminUserDetail } from "./users.contract";
import { activitySummary, toAdminUserRow, USER_ENTITY } from "./users.rules";

/** How many entries of each kind a user's page shows (activity merges the three, newest first). */
export const DETAIL_LIMIT = 20;

type Activity = AdminUserDetail["activity"][number];

/**
 * One account as its admin page shows it: profile, roles, live sessions, wallet (read only),
 * applications and recent activity (latest sign-ins, plays and admin changes, merged). One D1 round
 * trip; every read is an index range bounded by DETAIL_LIMIT.
 */
export async function adminUserDetail(db: Db, userId: string, now = new Date()): Promise<AdminUserDetail> {
  const actor = alias(users, "actor");
  const [userRows, grantRows, live, wallet, applications, signIns, played, audited] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({ role: userRoles.role, kind: userRoles.kind })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    db
      .select({ balance: ledgerAccounts.balance, held: ledgerAccounts.held })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId))
      .limit(1),
    db
      .select({
        id: userApplications.id,
        status: userApplications.status,
        typeId: userTypes.id,
        typeTitle: userTypes.title,
        createdAt: userApplications.createdAt,
        decidedAt: userApplications.decidedAt,
      })
      .from(userApplications)
      .innerJoin(userTypes, eq(userTypes.id, userApplications.typeId))
      .where(eq(userApplications.userId, userId))
      .orderBy(desc(userApplications.createdAt))
      .limit(DETAIL_LIMIT),
    db
      .select({
        at: sessions.createdAt,
        device: sessions.device,
        city: sessions.city,
        country: sessions.country,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(DETAIL_LIMIT),
    db
      .select({ at: plays.createdAt, title: tracks.title })
      .from(plays)
      .leftJoin(tracks, eq(tracks.id, plays.trackId))
      .where(eq(plays.userId, userId))
      .orderBy(desc(plays.createdAt))
      .limit(DETAIL_LIMIT),
    db
      .select({ at: auditLog.createdAt, action: auditLog.action, actorName: actor.name })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(and(eq(auditLog.entity, USER_ENTITY), eq(auditLog.entityId, userId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(DETAIL_LIMIT),
  ]);
  const user = userRows[0];
  if (!user) throw notFound("User");
  const activity: Activity[] = [
    ...signIns.map((s) => ({ at: s.at, kind: "sign_in" as const, summary: activitySummary.signIn(s) })),
    ...played.map((p) => ({ at: p.at, kind: "play" as const, summary: activitySummary.play(p.title) })),
    ...audited.map((a) => ({
      at: a.at,
      kind: "admin" as const,
      summary: activitySummary.admin(a.action, a.actorName),
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, DETAIL_LIMIT)
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
  return {
    ...toAdminUserRow(user, grantRows),
    phone: user.phone,
    bio: user.bio,
    email_verified: user.emailVerifiedAt !== null,
    sessions: { active: live[0]?.n ?? 0 },
    wallet: { balance_cents: wallet[0]?.balance ?? 0, held_cents: wallet[0]?.held ?? 0 },
    applications: applications.map((a) => ({
      id: a.id,
      status: a.status,
      type: { id: a.typeId, title: a.typeTitle },
      created_at: a.createdAt.toISOString(),
      decided_at: a.decidedAt?.toISOString() ?? null,
    })),
    activity,
  };
}
