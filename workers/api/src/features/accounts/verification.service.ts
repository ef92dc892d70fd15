import type { Bindings } from "../../env";
import type { Db } from "../../kit/db";
import { createMessenger } from "../messaging/messenger";
import { normaliseTarget } from "./codes.rules";
import { issueCode } from "./codes.service";

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

/** Sends a phone verification code by SMS. */
export async function sendPhoneVerification(env: Bindings, db: Db, userId: string, phone: string) {
  const target = normaliseTarget("phone", phone);
  const code = await issueCode(db, env, { purpose: "phone", target, userId });
  if (!code) return;
  await createMessenger(env, db).sendSms({
    to: target,
    subject: "Ngoma phone verification",
    body: `Ngoma code: ${code}. ${MINUTES}`,
    code,
  });
}

/**
 * Sends a password-reset code, or silently nothing when the account does not exist or the address hit
 * its hourly limit: the caller answers the same either way, so the response reveals nothing.
 */
export async function sendPasswordReset(
  env: Bindings,
  db: Db,
  user: { id: string; email: string } | undefined,
) {
  if (!user) return;
  const target = normaliseTarget("password_reset", user.email);
  const code = await issueCode(
    db,
    env,
    { purpose: "password_reset", target, userId: user.id },
    { quietWhenLimited: true },
  );
  if (!code) return;
  await createMessenger(env, db).sendEmail({
    to: target,
    subject: "Reset your Ngoma password",
    body: `Your Ngoma password reset code is ${code}. ${MINUTES}`,
    code,
  });
}
