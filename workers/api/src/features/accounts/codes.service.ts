import { and, count, desc, eq, gt, inArray, isNull, lt, type SQLWrapper, sql } from "drizzle-orm";
import type { Bindings } from "../../env";
import { hmacHex, randomDigits } from "../../kit/crypto";
import type { Db } from "../../kit/db";
import { timingSafeEqual } from "../../kit/encoding";
import { fieldError, tooManyRequests } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { findUserByEmail } from "./accounts.service";
import { CODE_MESSAGES, CODE_RULES, type CodePurpose, codeState, normaliseTarget } from "./codes.rules";
import { dropLinkedIdentities } from "./linked-providers.service";
import { hashPassword } from "./password-hash";
import { users, verificationCodes } from "./schema";
import { revokeUserSessions } from "./sessions.service";

function pepper(env: Bindings): string {
  if (!env.CODE_PEPPER) throw new Error("CODE_PEPPER is not configured");
  return env.CODE_PEPPER;
}

const hashCode = (env: Bindings, purpose: CodePurpose, target: string, code: string) =>
  hmacHex(pepper(env), `${purpose}:${target}:${code}`);

export interface IssueCodeInput {
  purpose: CodePurpose;
  target: string;
  userId: string | null;
}

/**
 * Creates a fresh code for `target`, retiring any earlier unused one, and returns it for sending.
 * Returns null when the hourly send limit is reached and `quietWhenLimited` is set (password reset must
 * not reveal anything about an address), otherwise throws 429. `reserve` runs once the address may
 * receive a code, before it is made: further budgets (SMS per account and per day) count and refuse there.
 */
export async function issueCode(
  db: Db,
  env: Bindings,
  input: IssueCodeInput,
  {
    quietWhenLimited = false,
    now = new Date(),
    reserve,
  }: { quietWhenLimited?: boolean; now?: Date; reserve?: () => Promise<unknown> } = {},
): Promise<string | null> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [{ sent } = { sent: 0 }] = await db
    .select({ sent: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.target, input.target),
        gt(verificationCodes.createdAt, hourAgo),
      ),
    );
  if (sent >= CODE_RULES.sendsPerHour) {
    if (quietWhenLimited) return null;
    throw tooManyRequests(3600);
  }
  await reserve?.();
  const code = randomDigits(CODE_RULES.digits);
  await db.batch([
    db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.target, input.target),
          isNull(verificationCodes.consumedAt),
        ),
      ),
    db.insert(verificationCodes).values({
      id: newId("vc", now.getTime()),
      purpose: input.purpose,
      target: input.target,
      userId: input.userId,
      codeHash: await hashCode(env, input.purpose, input.target, code),
      expiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
      createdAt: now,
    }),
  ]);
  return code;
}

/**
 * Checks a code for `target`. The attempt is counted before the guess is looked at, in one conditional
 * statement on the newest code (`attempts < 5`, unspent, unexpired), so parallel guesses can never get
 * more than 5 evaluations; a guess that did not win an attempt is refused without being compared. A
 * right guess that does not `consume` gives its attempt back (the owner then spends the code). `consume`
 * marks the code used with a conditional update, so two concurrent requests cannot both spend it.
 * Failures are 422 on `code`.
 */
export async function checkCode(
  db: Db,
  env: Bindings,
  input: { purpose: CodePurpose; target: string; code: string; consume: boolean },
  now = new Date(),
) {
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.target, input.target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, newest),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, CODE_RULES.maxAttempts),
      ),
    )
    .returning();
  if (!row) throw fieldError("code", await refusal(db, newest, now));
  const expected = await hashCode(env, input.purpose, input.target, input.code);
  if (!timingSafeEqual(expected, row.codeHash)) throw fieldError("code", CODE_MESSAGES.wrong);
  if (input.consume) {
    const spent = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (spent.length === 0) throw fieldError("code", CODE_MESSAGES.consumed);
  } else {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} - 1` })
      .where(eq(verificationCodes.id, row.id));
  }
  return row;
}

/** Why the newest code could not be tried (it did not win an attempt). */
async function refusal(db: Db, newest: SQLWrapper, now: Date): Promise<string> {
  const [row] = await db.select().from(verificationCodes).where(inArray(verificationCodes.id, newest));
  if (!row) return CODE_MESSAGES.missing;
  const state = codeState(row, now);
  // "usable" here means a newer code replaced the one the guess raced for: that guess is void.
  return state === "usable" ? CODE_MESSAGES.missing : CODE_MESSAGES[state];
}

/** Checks a password-reset code for `email` without spending it (the client then asks for the new password). */
export async function checkResetCode(db: Db, env: Bindings, email: string, code: string) {
  await checkCode(db, env, {
    purpose: "password_reset",
    target: normaliseTarget("password_reset", email),
    code,
    consume: false,
  });
}

/**
 * Sets a new password with a password-reset code and signs every session of the account out; on an
 * account whose e-mail was never verified it also marks it verified and unlinks every provider. Returns
 * the account's id. An unknown e-mail gets the same answer as a wrong code: the reset flow never
 * confirms which e-mails exist.
 */
export async function resetPasswordWithCode(
  db: Db,
  env: Bindings,
  input: { email: string; code: string; password: string },
): Promise<string> {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw fieldError("code", CODE_MESSAGES.missing);
  await checkCode(db, env, {
    purpose: "password_reset",
    target: normaliseTarget("password_reset", input.email),
    code: input.code,
    consume: true,
  });
  const now = new Date();
  // The code proved the address. When nobody had before, whoever registered it may be a squatter: the
  // owner takes the account alone, as a provider takeover does (docs/decisions/0009); the wallet's
  // trigger on the first proof clears any PIN.
  const tookOver = !user.emailVerifiedAt;
  await db.batch([
    db
      .update(users)
      .set({
        passwordHash: await hashPassword(input.password),
        ...(tookOver ? { emailVerifiedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id)),
    revokeUserSessions(db, user.id, null, now),
    ...(tookOver ? [dropLinkedIdentities(db, user.id)] : []),
  ]);
  return user.id;
}
