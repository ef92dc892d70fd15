import { eq } from "drizzle-orm";
import type { Bindings } from "../../env";
import type { Db } from "../../kit/db";
import { conflict, fieldError } from "../../kit/errors";
import { consume } from "../../kit/rate-limit/rate-limit";
import { createMessenger } from "../messaging";
import { findUserByEmail } from "./accounts.service";
import {
  CODE_MESSAGES,
  normaliseTarget,
  SMS_ACCOUNT_POLICY,
  SMS_DAILY_KEY,
  SMS_DAILY_POLICY,
} from "./codes.rules";
import { checkCode, issueCode } from "./codes.service";
import { assertPhoneFree, markPhoneVerified, setUnverifiedPhone } from "./profile.service";
import { users } from "./schema";
import type { UserRow } from "./user-view";

const MINUTES = "It expires in 10 minutes. If you did not ask for it, ignore this message.";

/** Sends an e-mail verification code to the account's address. */
export async function sendEmailVerification(env: Bindings, db: Db, userId: string, email: string) {
  const target = normaliseTarget("email", email);
  const code = await issueCode(db, env, { purpose: "email", target, userId });
  if (!code) return;
  await createMessenger(env, db).sendEmail({
    to: target,
    subject: "Verify your Ngoma e-mail",
    body: `Your Ngoma verification code is ${code}. ${MINUTES}`,
    code,
  });
}

/**
 * Issues a code for a phone number and texts it. Besides the per-number cap, each send counts against
 * the account's and the service's daily SMS budgets (429 with Retry-After once either is spent).
 */
async function textCode(
  env: Bindings,
  db: Db,
  input: { purpose: "phone" | "payment_phone"; userId: string; phone: string },
  words: (code: string) => { subject: string; body: string },
) {
  const target = normaliseTarget(input.purpose, input.phone);
  const reserve = async () => {
    await consume(env.RATE_LIMITER, SMS_ACCOUNT_POLICY, input.userId);
    await consume(env.RATE_LIMITER, SMS_DAILY_POLICY, SMS_DAILY_KEY);
  };
  const code = await issueCode(
    db,
    env,
    { purpose: input.purpose, target, userId: input.userId },
    { reserve },
  );
  if (!code) return;
  await createMessenger(env, db).sendSms({ to: target, ...words(code), code });
}

/** Sends the account's own phone number a verification code by SMS. */
export async function sendPhoneVerification(env: Bindings, db: Db, userId: string, phone: string) {
  await textCode(env, db, { purpose: "phone", userId, phone }, (code) => ({
    subject: "Ngoma phone verification",
    body: `Ngoma code: ${code}. ${MINUTES}`,
  }));
}

/**
 * Texts a mobile money number saved as a payment method the code that proves its owner added it (the
 * number is charged only once proven, docs/decisions/0507). The text says what the code allows, so a
 * stranger asked for it knows not to pass it on.
 */
export async function sendPaymentNumberCode(env: Bindings, db: Db, userId: string, phone: string) {
  await textCode(env, db, { purpose: "payment_phone", userId, phone }, (code) => ({
    subject: "Ngoma payment number",
    body:
      `Ngoma code: ${code}. It lets an Ngoma account charge this mobile money number. ` +
      `Never share it. ${MINUTES}`,
  }));
}

/**
 * Issues a password-reset code for the account and e-mails it in `letter`'s words; nothing when the
 * address hit its hourly limit.
 */
async function mailResetCode(
  env: Bindings,
  db: Db,
  user: { id: string; email: string },
  letter: (code: string, to: string) => { subject: string; body: string },
) {
  const target = normaliseTarget("password_reset", user.email);
  const code = await issueCode(
    db,
    env,
    { purpose: "password_reset", target, userId: user.id },
    { quietWhenLimited: true },
  );
  if (!code) return;
  await createMessenger(env, db).sendEmail({ to: target, ...letter(code, target), code });
}

/**
 * Sends a password-reset code to `email` if an account has it, or silently nothing (no account, or the
 * address hit its hourly limit). The route runs this after answering (`waitUntil`), so every address
 * gets the same answer in the same time, and a failing mailer is logged, never shown.
 */
export async function sendPasswordReset(env: Bindings, db: Db, email: string) {
  try {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    await mailResetCode(env, db, user, (code) => ({
      subject: "Reset your Ngoma password",
      body: `Your Ngoma password reset code is ${code}. ${MINUTES}`,
    }));
  } catch (error) {
    console.error("password reset e-mail failed", error instanceof Error ? error.message : error);
  }
}

/**
 * Tells someone an admin made them an account, with a password-reset code: they set their password on
 * the existing reset pages ("Forgot password", then the code), and can ask there for a fresh code once
 * this one expires. Failures are logged, never thrown: the account exists either way.
 */
export async function sendAccountInvite(env: Bindings, db: Db, userId: string, email: string) {
  try {
    await mailResetCode(env, db, { id: userId, email }, (code, to) => ({
      subject: "Your Ngoma account is ready: set your password",
      body:
        `An administrator created a Ngoma account for ${to}. Set your password with "Forgot password" ` +
        "on the sign-in page (/auth/forgot-password): enter this address and the code it sends you. " +
        `In the app you can also use this code, valid for 10 minutes: ${code}.`,
    }));
  } catch (error) {
    console.error("account invite e-mail failed", error instanceof Error ? error.message : error);
  }
}

/** Sends the signed-in account a code for its own, not yet verified, e-mail address. */
export async function requestEmailVerification(env: Bindings, db: Db, user: UserRow, email: string) {
  if (email !== user.email) throw fieldError("email", "This is not the e-mail address of your account.");
  if (user.emailVerifiedAt) throw conflict("Your e-mail is already verified.");
  await sendEmailVerification(env, db, user.id, email);
}

/**
 * Sets the account's phone number (a new number starts unverified) and sends it a code. Returns the
 * number as stored. A number already verified on this account, or verified by another, is a 409.
 */
export async function requestPhoneVerification(env: Bindings, db: Db, user: UserRow, phone: string) {
  const target = normaliseTarget("phone", phone);
  if (user.phone !== target) await setUnverifiedPhone(db, user.id, target);
  else if (user.phoneVerifiedAt) throw conflict("This phone number is already verified.");
  else await assertPhoneFree(db, user.id, target);
  await sendPhoneVerification(env, db, user.id, target);
  return target;
}

/** Confirms an e-mail or phone code of the signed-in account and marks that address verified. */
export async function confirmVerificationCode(
  env: Bindings,
  db: Db,
  user: UserRow,
  channel: "email" | "phone",
  code: string,
) {
  const address = channel === "email" ? user.email : user.phone;
  if (!address) throw fieldError("channel", "Add a phone number first.");
  await checkCode(db, env, {
    purpose: channel,
    target: normaliseTarget(channel, address),
    code,
    consume: true,
  });
  if (channel === "phone") return markPhoneVerified(db, user.id, normaliseTarget("phone", address));
  const now = new Date();
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
}

/**
 * Checks and spends a payment number's code. The newest code for a number may have been asked for by
 * another account that saved the same number: only the account the code was sent for can spend it.
 */
export async function confirmPaymentNumberCode(
  env: Bindings,
  db: Db,
  input: { userId: string; phone: string; code: string },
) {
  const row = await checkCode(db, env, {
    purpose: "payment_phone",
    target: normaliseTarget("payment_phone", input.phone),
    code: input.code,
    consume: true,
  });
  if (row.userId !== input.userId) throw fieldError("code", CODE_MESSAGES.missing);
}
