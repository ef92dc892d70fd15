import { and, eq } from "drizzle-orm";
import type { Bindings } from "../../env";
import type { ClientContext } from "../../kit/client-context";
import { sha256Hex } from "../../kit/crypto";
import type { Db } from "../../kit/db";
import { AppError, conflict } from "../../kit/errors";
import { assertAccountActive, createAccountWithSession, findUserByEmail } from "./accounts.service";
import { dropLinkedIdentities } from "./linked-providers.service";
import { type VerifiedIdentity, verifyIdToken } from "./oauth/id-token";
import type { Provider } from "./oauth/providers";
import { providerAccounts, usedNonces, users } from "./schema";
import { issueSession, prepareSession, revokeUserSessions } from "./sessions.service";

/** Records the token's nonce; a second use of the same nonce (a replayed token) is refused. */
export async function spendNonce(db: Db, nonce: string, expiresAt: Date) {
  const inserted = await db
    .insert(usedNonces)
    .values({ nonceHash: await sha256Hex(nonce), expiresAt })
    .onConflictDoNothing()
    .returning({ nonceHash: usedNonces.nonceHash });
  if (inserted.length === 0)
    throw new AppError(401, "INVALID_ID_TOKEN", "This sign-in token was already used.");
}

function link(db: Db, identity: VerifiedIdentity, userId: string) {
  return db.insert(providerAccounts).values({
    provider: identity.provider,
    subject: identity.subject,
    userId,
    email: identity.email,
    createdAt: new Date(),
  });
}

/**
 * Signs in with a verified provider identity: an already linked identity signs into its account; a new
 * one links to the account with the same *verified* e-mail, or creates an account. An unverified
 * provider e-mail never takes over an existing account. When the existing account's own e-mail was never
 * verified, its password, its sessions and its other linked identities are removed in the same batch as
 * the link and the new session, so a squatter who registered the address first keeps nothing (docs/decisions/0009);
 * `tookOver` says so, for the caller to close the revoked sessions' sockets.
 */
export async function signInWithProvider(
  db: Db,
  identity: VerifiedIdentity,
  client: ClientContext,
  name: string | undefined,
) {
  const [linked] = await db
    .select({ userId: providerAccounts.userId, status: users.status })
    .from(providerAccounts)
    .innerJoin(users, eq(users.id, providerAccounts.userId))
    .where(
      and(eq(providerAccounts.provider, identity.provider), eq(providerAccounts.subject, identity.subject)),
    )
    .limit(1);
  if (linked) {
    assertAccountActive(linked);
    const session = await issueSession(db, linked.userId, client);
    return { userId: linked.userId, session, created: false, tookOver: false };
  }

  if (!identity.email)
    throw new AppError(401, "INVALID_ID_TOKEN", "The provider did not share an e-mail address.");
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (!identity.emailVerified) {
      throw conflict(
        "An account with this e-mail exists. Sign in with your password, then link this provider.",
      );
    }
    assertAccountActive(existing);
    const now = new Date();
    const tookOver = !existing.emailVerifiedAt;
    const { issued, insert: sessionInsert } = await prepareSession(db, existing.id, client, now);
    const newLink = link(db, identity, existing.id);
    await (tookOver
      ? // Nobody ever proved this address: whoever registered it may be a squatter. The provider's
        // owner takes the account alone: no password, no session, no other linked identity, and (by
        // the wallet's trigger on the first proof of the address) no wallet PIN (docs/decisions/0009).
        db.batch([
          db
            .update(users)
            .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
            .where(eq(users.id, existing.id)),
          revokeUserSessions(db, existing.id, null, now),
          dropLinkedIdentities(db, existing.id),
          // After the clean-up, which would otherwise remove them too.
          newLink,
          sessionInsert,
        ])
      : db.batch([newLink, sessionInsert]));
    return { userId: existing.id, session: issued, created: false, tookOver };
  }

  const displayName = (name ?? identity.name ?? identity.email.split("@")[0] ?? "Listener").slice(0, 80);
  const { userId, session } = await createAccountWithSession(
    db,
    {
      name: displayName.length >= 2 ? displayName : "Listener",
      email: identity.email,
      password: null,
      emailVerified: identity.emailVerified,
    },
    client,
    (id) => [link(db, identity, id)],
  );
  return { userId, session, created: true, tookOver: false };
}

/**
 * Links a provider identity to the signed-in account (verify_provider_account). Resolves true when the
 * link is new, false when it already existed.
 */
export async function linkProvider(db: Db, identity: VerifiedIdentity, userId: string): Promise<boolean> {
  const [owner] = await db
    .select({ userId: providerAccounts.userId })
    .from(providerAccounts)
    .where(
      and(eq(providerAccounts.provider, identity.provider), eq(providerAccounts.subject, identity.subject)),
    )
    .limit(1);
  if (owner && owner.userId !== userId)
    throw conflict("This provider account is linked to another Ngoma account.");
  if (owner) return false;
  await link(db, identity, userId);
  return true;
}

/** A provider id token as the client sends it, with the nonce it generated for this sign-in. */
export interface IdTokenInput {
  id_token: string;
  nonce: string;
}

/**
 * Verifies a provider's id token, spends its nonce (a replay is refused) and signs in with the identity
 * (see signInWithProvider). `created` says whether the sign-in created the account.
 */
export async function signInWithIdToken(
  env: Bindings,
  db: Db,
  provider: Provider,
  input: IdTokenInput & { name?: string | undefined },
  client: ClientContext,
) {
  const identity = await verifyIdToken(env, provider, input.id_token, input.nonce);
  await spendNonce(db, input.nonce, identity.expiresAt);
  return signInWithProvider(db, identity, client, input.name);
}

/**
 * Verifies a provider's id token and links its identity to the signed-in account `userId`; true when the
 * link is new. The caller has already required a recent proof of identity (reauth.service).
 */
export async function linkVerifiedProvider(
  env: Bindings,
  db: Db,
  userId: string,
  input: IdTokenInput & { provider: Provider },
) {
  const identity = await verifyIdToken(env, input.provider, input.id_token, input.nonce);
  await spendNonce(db, input.nonce, identity.expiresAt);
  return linkProvider(db, identity, userId);
}
