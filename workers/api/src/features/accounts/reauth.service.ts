// Step-up proof for changes that give lasting access (linking a sign-in provider, a first password): a
// fresh sign-in, or a one-time code sent to the account's own e-mail (docs/decisions/0009).
import type { Bindings } from "../../env";
import type { Db } from "../../kit/db";
import { AppError } from "../../kit/errors";
import { createMessenger } from "../messaging";
import type { AuthContext } from "./auth-context";
import { normaliseTarget } from "./codes.rules";
import { checkCode, issueCode } from "./codes.service";
import { isFreshSignIn } from "./reauth.rules";

/** The 403 that asks for a fresh sign-in or an e-mail code. */
export const reauthRequired = () =>
  new AppError(
    403,
    "REAUTH_REQUIRED",
    "For your security, sign in again (or confirm with a code we e-mail you), then try again.",
  );

/** E-mails the signed-in account a code that proves, for 10 minutes, that its owner is at the keyboard. */
export async function sendReauthCode(env: Bindings, db: Db, caller: AuthContext) {
  const target = normaliseTarget("reauth", caller.user.email);
  const code = await issueCode(db, env, { purpose: "reauth", target, userId: caller.user.id });
  if (!code) return;
  await createMessenger(env, db).sendEmail({
    to: target,
    subject: "Your Ngoma security code",
    body: `Your Ngoma security code is ${code}. It confirms a change to how you sign in and expires in 10 minutes. If you did not ask for it, change your password.`,
    code,
  });
}

/**
 * Passes when the caller signed in within the last 10 minutes, or `code` is a valid reauth code (spent
 * on use). Otherwise 403 `REAUTH_REQUIRED`; a wrong code is the usual 422 on `code`.
 */
export async function requireRecentProof(
  env: Bindings,
  db: Db,
  caller: AuthContext,
  code: string | undefined,
  now = new Date(),
) {
  if (isFreshSignIn(caller.sessionCreatedAt, now)) return;
  if (!code) throw reauthRequired();
  const target = normaliseTarget("reauth", caller.user.email);
  await checkCode(db, env, { purpose: "reauth", target, code, consume: true }, now);
}
