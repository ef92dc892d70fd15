// Security e-mails: a change to how the account signs in (a first password, a provider linked or
// unlinked) and the wallet's security events (a PIN lock, a payout method, a limit raise: 0506) are
// also e-mailed, because whoever made it with a stolen session can read the in-app notification too,
// but not the owner's inbox (docs/decisions/0009).
import { eq } from "drizzle-orm";
import type { Bindings } from "../../env";
import type { Db } from "../../kit/db";
import type { AccountEvent, AccountEventSink } from "../accounts";
import { users } from "../accounts/schema";
import { createMessenger } from "../messaging";
import { signInChangeMessage } from "./security-events";
import {
  isWalletSecurityEvent,
  walletSecurityMessage,
  walletSecuritySubject,
} from "./wallet-security-messages";

export interface SecurityEmailDeps {
  env: Bindings;
  db: Db;
  /** Sends after the response; without it the send is awaited. Failures are logged, never thrown. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

const SUBJECTS: Partial<Record<AccountEvent["type"], string>> = {
  password_set: "A password was set on your Ngoma account",
  provider_linked: "A sign-in method was linked to your Ngoma account",
  provider_unlinked: "A sign-in method was unlinked from your Ngoma account",
};

/** The subject and body of the e-mail an event sends, or null for events told only in the app. */
function securityEmail(event: AccountEvent): { subject: string; body: string } | null {
  if (isWalletSecurityEvent(event))
    return { subject: walletSecuritySubject(event), body: walletSecurityMessage(event) };
  if (event.type !== "password_set" && event.type !== "provider_linked" && event.type !== "provider_unlinked")
    return null;
  return { subject: SUBJECTS[event.type] ?? "Security notice from Ngoma", body: signInChangeMessage(event) };
}

async function sendSecurityEmail(deps: SecurityEmailDeps, event: AccountEvent) {
  const mail = securityEmail(event);
  if (!mail) return;
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, event.userId))
    .limit(1);
  if (!user) return;
  await createMessenger(deps.env, deps.db).sendEmail({ to: user.email, ...mail });
}

/**
 * The account event sink that e-mails the owner about sign-in changes. A mail outage never fails the
 * request that raised the event.
 *
 * @example const events = securityEmails({ env, db, waitUntil });
 */
export function securityEmails(deps: SecurityEmailDeps): AccountEventSink {
  return async (event) => {
    const sending = sendSecurityEmail(deps, event).catch((error: unknown) => {
      console.error(JSON.stringify({ level: "error", what: "security e-mail", error: String(error) }));
    });
    if (deps.waitUntil) deps.waitUntil(sending);
    else await sending;
  };
}
