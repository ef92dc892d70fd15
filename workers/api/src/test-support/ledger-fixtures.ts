import { env } from "cloudflare:test";
import { systemAccount, transfer, walletAccount } from "../features/ledger/service";
import { newId } from "../kit/ids";
import { testDb } from "./catalogue-fixtures";

/*
 * Money set up straight in the ledger, for tests of what is built on it (escrow, orders): a user row and
 * a wallet topped up from the sandbox provider's account, without going through the payment routes.
 */

const db = testDb();

/** Credits `cents` to `walletId` from the sandbox provider, as a settled top-up would. */
export async function creditWallet(walletId: string, cents: number): Promise<void> {
  await transfer(db, {
    kind: "topup",
    postings: [
      { accountId: await systemAccount(db, { kind: "provider", provider: "sandbox" }), amount: -cents },
      { accountId: walletId, amount: cents },
    ],
  });
}

/** A new user (row and wallet) holding `funds` cents. */
export async function ledgerUser(funds = 0, name = "U") {
  const id = newId("usr");
  const now = Date.now();
  await env.DB.prepare(
    "insert into users (id, name, email, country, status, created_at, updated_at) values (?, ?, ?, 'UG', 'active', ?, ?)",
  )
    .bind(id, name, `${id}@example.test`, now, now)
    .run();
  const walletId = await walletAccount(db, id);
  if (funds > 0) await creditWallet(walletId, funds);
  return { id, name, walletId };
}
