import { env } from "cloudflare:test";
import { expect } from "vitest";
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

/** The ledger's invariants over everything written so far. */
export async function expectLedgerInvariants() {
  const unbalanced = await env.DB.prepare(
    "select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0",
  ).all();
  expect(unbalanced.results).toEqual([]);
  const drift = await env.DB.prepare(
    `select a.id from ledger_accounts a
     where a.balance <> (select coalesce(sum(amount), 0) from ledger_postings p where p.account_id = a.id)
        or a.held <> (select coalesce(sum(amount), 0) from ledger_holds h where h.account_id = a.id and h.state = 'pending')`,
  ).all();
  expect(drift.results).toEqual([]);
  const overdrawn = await env.DB.prepare(
    "select id from ledger_accounts where kind = 'wallet' and (balance < 0 or held > balance)",
  ).all();
  expect(overdrawn.results).toEqual([]);
}
