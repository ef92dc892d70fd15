import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Bindings } from "../../env";
import { hmacHex, randomDigits } from "../../kit/crypto";
import type { Db } from "../../kit/db";
import { timingSafeEqual } from "../../kit/encoding";
import { fieldError, tooManyRequests } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { findUserByEmail, setPassword } from "./accounts.service";
import { CODE_MESSAGES, CODE_RULES, type CodePurpose, codeState, normaliseTarget } from "./codes.rules";
import { verificationCodes } from "./schema";

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
 * not reveal anything about an address), otherwise throws 429.
 */
export async function issueCode(
  db: Db,
  env: Bindings,
  input: IssueCodeInput,
  { quietWhenLimited = false, now = new Date() } = {},
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
 * Checks a code for `target`. Wrong guesses count against the code; `consume` marks it used with a
 * conditional update, so two concurrent requests cannot both spend it. Failures are 422 on `code`.
 */
export async function checkCode(
  db: Db,
  env: Bindings,
  input: { purpose: CodePurpose; target: string; code: string; consume: boolean },
  now = new Date(),
) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.target, input.target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw fieldError("code", CODE_MESSAGES.missing);
  const state = codeState(row, now);
  if (state !== "usable") throw fieldError("code", CODE_MESSAGES[state]);
  const expected = await hashCode(env, input.purpose, input.target, input.code);
  if (!timingSafeEqual(expected, row.codeHash)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw fieldError("code", CODE_MESSAGES.wrong);
  }
  if (input.consume) {
    const spent = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (spent.length === 0) throw fieldError("code", CODE_MESSAGES.consumed);
  }
  return row;
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
 * Sets a new password with a password-reset code and signs every session of the account out. Returns
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
  await setPassword(db, user.id, input.password, null);
  return user.id;
}
