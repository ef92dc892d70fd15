import { eq } from "drizzle-orm";
import type { ClientContext } from "../../kit/client-context";
import type { Db } from "../../kit/db";
import { AppError, conflict, fieldError, isUniqueViolation } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { consume, giveBack, LOGIN_FAILURE_POLICY } from "../../kit/rate-limit/rate-limit";
import type { RateLimiter } from "../../kit/rate-limit/rate-limiter.do";
import type { AuthContext } from "./auth-context";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { assertPhoneFree } from "./profile.service";
import { users } from "./schema";
import { type IssuedSession, issueSession, prepareSession, revokeUserSessions } from "./sessions.service";

export interface NewAccount {
  name: string;
  email: string;
  password: string | null;
  phone?: string | null | undefined;
  country?: string | null | undefined;
  emailVerified?: boolean;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

/**
 * Creates an account and its first session in one D1 batch: either both exist afterwards or neither.
 * The unique index on e-mail settles races; the caller maps that conflict to 409.
 */
export async function createAccountWithSession(
  db: Db,
  input: NewAccount,
  client: ClientContext,
  extra: (userId: string) => Parameters<Db["batch"]>[0][number][] = () => [],
) {
  const now = new Date();
  const userId = newId("usr", now.getTime());
  const { issued, insert: sessionInsert } = await prepareSession(db, userId, client, now);
  await db.batch([
    db.insert(users).values({
      id: userId,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      country: input.country ?? client.country,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      emailVerifiedAt: input.emailVerified ? now : null,
      createdAt: now,
      updatedAt: now,
    }),
    sessionInsert,
    ...extra(userId),
  ]);
  return { userId, session: issued };
}

/**
 * Registers an account with e-mail and password and signs it in. An e-mail already taken is a 409 (the
 * unique index decides); so is a phone number another account has verified (the number is stored
 * unverified, like every claim: profile.service's assertPhoneFree).
 */
export async function registerAccount(db: Db, input: NewAccount, client: ClientContext) {
  if (input.phone) await assertPhoneFree(db, null, input.phone);
  try {
    return await createAccountWithSession(db, input, client);
  } catch (error) {
    if (isUniqueViolation(error, "users.email"))
      throw conflict("An account with this e-mail already exists.");
    throw error;
  }
}

/**
 * Throws 403 `ACCOUNT_SUSPENDED` unless the account is active. Sign-ins call it only once the caller
 * proved who they are (the password checked out, the provider vouched for the identity), so the answer
 * reveals nothing about an account to a stranger.
 */
export function assertAccountActive(user: { status: string }): void {
  if (user.status !== "active")
    throw new AppError(403, "ACCOUNT_SUSPENDED", "This account is suspended. Contact support.");
}

/**
 * Signs in with e-mail and password and issues a session. Every attempt counts per e-mail against
 * LOGIN_FAILURE_POLICY before the password is compared and a success gives its count back, so only
 * failures stay counted (429 once the policy is spent). An unknown account and a wrong password are the
 * same 401; a suspended account is told so (403), but only once its password checked out, so the answer
 * reveals nothing about an address to someone without its password.
 */
export async function signInWithPassword(
  db: Db,
  limiter: DurableObjectNamespace<RateLimiter>,
  credentials: { email: string; password: string },
  client: ClientContext,
): Promise<{ userId: string; session: IssuedSession }> {
  const { email, password } = credentials;
  // Counted as a failure before the hash is compared, so parallel guesses cannot outrun the limit.
  const counted = await consume(limiter, LOGIN_FAILURE_POLICY, email);
  const user = await findUserByEmail(db, email);
  if (!(await checkPassword(db, user, password)) || !user) {
    throw new AppError(401, "INVALID_CREDENTIALS", "Invalid email or password");
  }
  assertAccountActive(user);
  await giveBack(limiter, LOGIN_FAILURE_POLICY, email, counted);
  return { userId: user.id, session: await issueSession(db, user.id, client) };
}

/**
 * Password check that costs the same whether or not the account exists, so response time does not
 * reveal registered e-mails. Upgrades the stored hash when its parameters are outdated.
 */
export async function checkPassword(
  db: Db,
  user: { id: string; passwordHash: string | null } | undefined,
  password: string,
) {
  const stored = user?.passwordHash ?? DUMMY_HASH;
  const ok = (await verifyPassword(password, stored)) && Boolean(user?.passwordHash);
  if (ok && user && needsRehash(stored)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, user.id));
  }
  return ok;
}

// A real hash of a random string: verifying against it burns the same PBKDF2 time as a real account.
const DUMMY_HASH = "pbkdf2-sha256$100000$3q2-7wAAAAAAAAAAAAAAAA$1Q5Yp0Zq7oU8mJ2eYl2cVq7zW0n1yXo9q3kT8s6uF4A";

/**
 * Stores a new password and, in the same D1 batch, ends every other session of the account (all of
 * them when `keepSessionId` is null), so a stolen session cannot outlive the change.
 */
export async function setPassword(db: Db, userId: string, password: string, keepSessionId: string | null) {
  const now = new Date();
  await db.batch([
    db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: now })
      .where(eq(users.id, userId)),
    revokeUserSessions(db, userId, keepSessionId, now),
  ]);
}

/**
 * Changes the signed-in caller's password, keeping their own session. An account that has a password
 * must confirm it first (422 on `current_password`); a provider-only account sets its first one, once the
 * route has required a recent proof of identity (reauth.service).
 */
export async function changePassword(
  db: Db,
  caller: AuthContext,
  currentPassword: string | undefined,
  password: string,
) {
  if (caller.user.passwordHash && !currentPassword) {
    throw fieldError("current_password", "Current password is required.");
  }
  if (caller.user.passwordHash && !(await checkPassword(db, caller.user, currentPassword ?? ""))) {
    throw fieldError("current_password", "The current password is incorrect.");
  }
  await setPassword(db, caller.user.id, password, caller.sessionId);
}
