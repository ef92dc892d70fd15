import { and, eq, isNull, ne } from "drizzle-orm";
import { type AuditActor, auditStatement } from "../../kit/audit/statement";
import { d1Batch, type Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, fieldError, isUniqueViolation, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { revokeUserSessions } from "../accounts";
import { providerAccounts, sessions, userRoles, users, verificationCodes } from "../accounts/schema";
import { ledgerAccounts } from "../ledger/schema";
import type { AdminUserRow, CreateAdminUserBody, UpdateAdminUserBody } from "./users.contract";
import {
  anonymised,
  type GrantRow,
  grantRows,
  REFUSALS,
  roleChanges,
  roleLabels,
  storedStatus,
  toAdminUserRow,
  USER_ENTITY,
  userWriteRefusal,
  wireStatus,
} from "./users.rules";

/** The account `userId` and its granted roles (404 when unknown). */
async function loadTarget(db: Db, userId: string) {
  const [userRows, grants] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({ role: userRoles.role, kind: userRoles.kind })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
  ]);
  const user = userRows[0];
  if (!user) throw notFound("User");
  return { user, grants: grants as GrantRow[] };
}

/** Runs one write's batch, turning migration 0020's refusals into their 409s. */
async function runBatch(db: Db, statements: Statement[]) {
  try {
    await d1Batch(db, statements);
  } catch (error) {
    throw userWriteRefusal(error) ?? error;
  }
}

const isAdmin = (grants: GrantRow[]) => grants.some((g) => g.role === "admin");

/**
 * `create`: an account with no password and the role it starts with, audited in the same batch. The
 * caller then e-mails the person a password-reset code (accounts' `sendAccountInvite`). An e-mail
 * already registered is a 422 on `email` (the unique index decides, so a race cannot make two).
 */
export async function createAdminUser(
  db: Db,
  actor: AuditActor,
  input: CreateAdminUserBody,
): Promise<AdminUserRow> {
  const id = newId("usr", actor.now.getTime());
  const grants = grantRows([{ role: input.role, kind: input.creator_kind }]);
  const user = {
    id,
    name: input.name,
    email: input.email.toLowerCase(),
    country: input.country ?? null,
    avatarUrl: null,
    status: "active" as const,
    createdAt: actor.now,
    closedAt: null,
  };
  const statements: Statement[] = [
    db.insert(users).values({ ...user, passwordHash: null, updatedAt: actor.now }),
    ...grants.map((g) => db.insert(userRoles).values({ userId: id, ...g, grantedAt: actor.now })),
    auditStatement(actor, {
      action: "create",
      entity: USER_ENTITY,
      entityId: id,
      before: null,
      after: { name: user.name, email: user.email, country: user.country, roles: roleLabels(grants) },
    }),
  ];
  try {
    await d1Batch(db, statements);
  } catch (error) {
    if (isUniqueViolation(error, "users.email")) throw fieldError("email", REFUSALS.emailTaken);
    throw error;
  }
  return toAdminUserRow(user, grants);
}

/**
 * `update/{id}`: name, country, and the granted roles (replaced as a set), with the reason in the audit
 * row of the same batch. An admin cannot drop their own admin role; dropping the last active admin's is
 * refused by migration 0020's trigger (409), which also settles two admins demoting each other at once.
 */
export async function updateAdminUser(
  db: Db,
  actor: AuditActor,
  userId: string,
  input: UpdateAdminUserBody,
): Promise<{ row: AdminUserRow; rolesChanged: boolean }> {
  const { user, grants } = await loadTarget(db, userId);
  if (user.closedAt) throw conflict(REFUSALS.closed);
  const next = input.roles ? grantRows(input.roles) : grants;
  if (userId === actor.userId && isAdmin(grants) && !isAdmin(next)) throw conflict(REFUSALS.selfDemote);
  const { removed, added } = roleChanges(grants, next);
  const profile = {
    name: input.name ?? user.name,
    country: input.country === undefined ? user.country : input.country,
  };
  const before = { name: user.name, country: user.country, roles: roleLabels(grants) };
  const after = { ...profile, roles: roleLabels(next) };
  const profileChanged = profile.name !== user.name || profile.country !== user.country;
  const rolesChanged = removed.length > 0 || added.length > 0;
  if (!profileChanged && !rolesChanged) return { row: toAdminUserRow(user, grants), rolesChanged };

  const statements: Statement[] = [
    ...(profileChanged
      ? [
          db
            .update(users)
            .set({ ...profile, updatedAt: actor.now })
            .where(eq(users.id, userId)),
        ]
      : []),
    ...removed.map((g) =>
      db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, g.role), eq(userRoles.kind, g.kind))),
    ),
    ...added.map((g) =>
      db
        .insert(userRoles)
        .values({ userId, ...g, grantedAt: actor.now })
        .onConflictDoNothing(),
    ),
    auditStatement(actor, {
      action: profileChanged ? "update" : "roles",
      entity: USER_ENTITY,
      entityId: userId,
      before,
      after,
      reason: input.reason,
    }),
  ];
  await runBatch(db, statements);
  return { row: toAdminUserRow({ ...user, ...profile }, next), rolesChanged };
}

/**
 * `status/{id}`: 0 suspends (and revokes every session in the same batch, so the user's next request is
 * a 401), 1 reactivates. The audit row is written only when the status really changed. Suspending
 * oneself, or the last active admin (trigger), is a 409. The caller closes the sockets afterwards.
 */
export async function setAdminUserStatus(
  db: Db,
  actor: AuditActor,
  userId: string,
  status: 0 | 1,
  reason: string | undefined,
): Promise<AdminUserRow> {
  if (status === 0 && userId === actor.userId) throw conflict(REFUSALS.selfSuspend);
  const { user, grants } = await loadTarget(db, userId);
  if (user.closedAt) throw conflict(REFUSALS.closed);
  const next = storedStatus(status);
  await runBatch(db, [
    db
      .update(users)
      .set({ status: next, updatedAt: actor.now })
      .where(and(eq(users.id, userId), ne(users.status, next))),
    auditStatement(
      actor,
      {
        action: status === 1 ? "reactivate" : "suspend",
        entity: USER_ENTITY,
        entityId: userId,
        before: { status: status === 1 ? 0 : 1 },
        after: { status },
        reason: reason ?? null,
      },
      { onlyIfChanged: true },
    ),
    ...(status === 0 ? [revokeUserSessions(db, userId, null, actor.now)] : []),
  ]);
  return toAdminUserRow({ ...user, status: next }, grants);
}

/**
 * `delete/{id}`: refused (409) while the wallet holds money or open holds — checked here for the
 * message, and by migration 0020's trigger in the closing statement itself, so money landing meanwhile
 * aborts the batch. Otherwise, in one batch: personal data anonymised, the account suspended and marked
 * closed, roles, sign-in providers and codes removed, sessions revoked and scrubbed. The ledger keeps
 * every posting (the wallet row and its history stay, keyed by the account id).
 */
export async function deleteAdminUser(
  db: Db,
  actor: AuditActor,
  userId: string,
  reason: string | undefined,
): Promise<{ id: string }> {
  if (userId === actor.userId) throw conflict(REFUSALS.selfDelete);
  const { user, grants } = await loadTarget(db, userId);
  if (user.closedAt) throw conflict(REFUSALS.closed);
  const [wallet] = await db
    .select({ balance: ledgerAccounts.balance, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .limit(1);
  if (wallet && (wallet.balance !== 0 || wallet.held !== 0)) throw conflict(REFUSALS.walletNotEmpty);

  const gone = anonymised(userId);
  const personal = { name: gone.name, email: gone.email, phone: null, bio: null, avatar_url: null };
  await runBatch(db, [
    db
      .update(users)
      .set({
        ...gone,
        phone: null,
        phoneVerifiedAt: null,
        bio: null,
        avatarUrl: null,
        passwordHash: null,
        status: "suspended",
        closedAt: actor.now,
        updatedAt: actor.now,
      })
      .where(and(eq(users.id, userId), isNull(users.closedAt))),
    auditStatement(
      actor,
      {
        action: "delete",
        entity: USER_ENTITY,
        entityId: userId,
        before: {
          name: user.name,
          email: user.email,
          phone: user.phone,
          bio: user.bio,
          avatar_url: user.avatarUrl,
          status: wireStatus(user.status),
          roles: roleLabels(grants),
        },
        after: { ...personal, status: 0, roles: [] },
        // The log outlives the account: it records that personal data went, never what it was.
        hidden: ["name", "email", "phone", "bio", "avatar_url"],
        reason: reason ?? null,
      },
      { onlyIfChanged: true },
    ),
    db.delete(userRoles).where(eq(userRoles.userId, userId)),
    db.delete(providerAccounts).where(eq(providerAccounts.userId, userId)),
    db.delete(verificationCodes).where(eq(verificationCodes.userId, userId)),
    revokeUserSessions(db, userId, null, actor.now),
    db
      .update(sessions)
      .set({ ip: null, city: null, device: null, userAgent: null, clientData: null })
      .where(eq(sessions.userId, userId)),
  ]);
  return { id: userId };
}
