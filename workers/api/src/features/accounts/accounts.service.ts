import { eq } from "drizzle-orm";
import type { ClientContext } from "../../kit/client-context";
import type { Db } from "../../kit/db";
import { newId } from "../../kit/ids";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { users } from "./schema";
import { prepareSession } from "./sessions.service";

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
