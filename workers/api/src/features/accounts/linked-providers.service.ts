import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import type { Provider } from "./oauth/providers";
import { providerAccounts, users } from "./schema";

/** The Google / Apple identities linked to an account, oldest first, as the settings page lists them. */
export async function listLinkedProviders(db: Db, userId: string) {
  const rows = await db
    .select({
      provider: providerAccounts.provider,
      email: providerAccounts.email,
      linkedAt: providerAccounts.createdAt,
    })
    .from(providerAccounts)
    .where(eq(providerAccounts.userId, userId))
    .orderBy(asc(providerAccounts.createdAt))
    .limit(20);
  return rows.map((r) => ({ provider: r.provider, email: r.email, linked_at: r.linkedAt.toISOString() }));
}

/**
 * Unlinks every provider identity of the account, as a statement for the batch of a takeover: whoever
 * held an address nobody had proved keeps no identity they linked to it (docs/decisions/0009).
 */
export function dropLinkedIdentities(db: Db, userId: string) {
  return db.delete(providerAccounts).where(eq(providerAccounts.userId, userId));
}

/**
 * Unlinks every identity of `provider` from the account, unless it is the last way to sign in (no
 * password and no other provider): 409 then. The check is part of the DELETE itself, so two unlinks
 * racing each other cannot leave the account with no way in. Not linked: 404.
 */
export async function unlinkProvider(db: Db, userId: string, provider: Provider) {
  const anotherWayIn = sql`(exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.passwordHash} is not null)
    or exists (select 1 from ${providerAccounts} as other where other.user_id = ${userId} and other.provider <> ${provider}))`;
  const removed = await db
    .delete(providerAccounts)
    .where(and(eq(providerAccounts.userId, userId), eq(providerAccounts.provider, provider), anotherWayIn))
    .returning({ provider: providerAccounts.provider });
  if (removed.length > 0) return;
  const [linked] = await db
    .select({ provider: providerAccounts.provider })
    .from(providerAccounts)
    .where(and(eq(providerAccounts.userId, userId), eq(providerAccounts.provider, provider)))
    .limit(1);
  if (!linked) throw notFound("Linked provider");
  throw conflict(
    "This is your only way to sign in. Set a password or link another provider before unlinking it.",
  );
}
