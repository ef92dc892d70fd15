import { and, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { ClientContext } from "../../kit/client-context";
import { randomToken, sha256Hex } from "../../kit/crypto";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import type { AuthContext } from "./auth-context";
import { effectiveRoles, type GrantedRole } from "./roles";
import { sessions, userRoles, users } from "./schema";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Builds (without running) the insert for a new session, so callers can batch it with other writes. */
export async function prepareSession(db: Db, userId: string, client: ClientContext, now = new Date()) {
  const token = randomToken(32);
  const sessionId = newId("ses", now.getTime());
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const insert = db.insert(sessions).values({
    id: sessionId,
    userId,
    tokenHash: await sha256Hex(token),
    expiresAt,
    ip: client.ip,
    country: client.country,
    city: client.city,
    device: client.device,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    clientData: client.claimed,
    createdAt: now,
  });
  return { issued: { token, sessionId, expiresAt } satisfies IssuedSession, insert };
}

/** Issues a session on its own. */
export async function issueSession(db: Db, userId: string, client: ClientContext): Promise<IssuedSession> {
  const { issued, insert } = await prepareSession(db, userId, client);
  await insert;
  return issued;
}

/**
 * The caller behind a bearer token, or null when the token is unknown, expired, revoked or the account
 * suspended. Read from D1 on every request, reads and writes alike, so a logout, a password change, a
 * suspension or a role change holds from the very next request in every isolate (docs/decisions/0308).
 * One indexed statement: the session by its token hash (sessions_token_hash_uq) joined to its
 * user by primary key, the granted roles folded in by a correlated group_concat over user_roles' key.
 */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<AuthContext | null> {
  const tokenHash = await sha256Hex(token);
  const rows = await db
    .select({
      user: users,
      sessionId: sessions.id,
      sessionCreatedAt: sessions.createdAt,
      roles: sql<
        string | null
      >`(select group_concat(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (row?.user.status !== "active") return null;
  const granted = (row.roles ?? "")
    .split(",")
    .filter(Boolean)
    .map((role) => ({ role: role as GrantedRole }));
  return {
    user: row.user,
    sessionId: row.sessionId,
    sessionCreatedAt: row.sessionCreatedAt,
    roles: new Set(effectiveRoles(granted)),
  };
}

/** Revokes one session. */
export function revokeSession(db: Db, sessionId: string, now = new Date()) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keepSessionId` (all of them when it is null). */
export function revokeUserSessions(db: Db, userId: string, keepSessionId: string | null, now = new Date()) {
  const scope = keepSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  return db.update(sessions).set({ revokedAt: now }).where(scope);
}

/** A user's sessions that are neither revoked nor expired at `now`. */
const liveSessionsOf = (userId: string, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** A user's live sessions, newest first, for the "signed-in devices" list. */
export function listLiveSessions(db: Db, userId: string, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      country: sessions.country,
      city: sessions.city,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(liveSessionsOf(userId, now))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
}

/** The caller's sessions as the devices list shows them, `current` marking the one making the request. */
export async function listSessionViews(db: Db, userId: string, currentSessionId: string) {
  const rows = await listLiveSessions(db, userId);
  return rows.map((s) => ({
    id: s.id,
    device: s.device,
    country: s.country,
    city: s.city,
    user_agent: s.userAgent,
    created_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    current: s.id === currentSessionId,
  }));
}

/**
 * Signs out one of the caller's own sessions in one statement, keeping the first revocation time;
 * someone else's (or an unknown id) is a 404, like a missing one.
 */
export async function revokeOwnSession(db: Db, caller: AuthContext, sessionId: string, now = new Date()) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.getTime()})` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, caller.user.id)))
    .returning({ id: sessions.id });
  if (rows.length === 0) throw notFound("Session");
}

/** How many live sessions a user has besides `sessionId` (who else would see a new sign-in). */
export async function countOtherLiveSessions(db: Db, userId: string, sessionId: string, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(liveSessionsOf(userId, now), ne(sessions.id, sessionId)));
  return row?.n ?? 0;
}

/** How many live sessions a user has (the global metrics' "active sessions"). */
export async function countLiveSessions(db: Db, userId: string, now = new Date()) {
  const [row] = await db.select({ n: count() }).from(sessions).where(liveSessionsOf(userId, now));
  return row?.n ?? 0;
}
