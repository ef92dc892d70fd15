import { env } from "cloudflare:test";
import {
  accountFunds,
  placeHold,
  postHold,
  systemAccount,
  transfer,
  walletAccount,
} from "../features/ledger/service";
import { paymentMethods } from "../features/payments/schema";
import { walletOperations } from "../features/wallet/schema";
import { createDb } from "../kit/db";
import { newId } from "../kit/ids";

/*
 * Wallet history for tests: operation rows straight into D1, or operations whose money really moved
 * through the ledger service (transfer, placeHold/postHold), so balances and postings are real.
 */

const db = () => createDb(env.DB);
type OperationRow = typeof walletOperations.$inferInsert;

/** One wallet_operations row as given (defaults: a completed $10 top-up now). */
export async function insertOperation(userId: string, overrides: Partial<OperationRow> = {}) {
  const at = overrides.createdAt ?? new Date();
  const row: OperationRow = {
    id: newId("wop", at.getTime()),
    userId,
    type: "topup",
    status: "completed",
    amount: 1000,
    fee: 0,
    signedAmount: overrides.signedAmount ?? overrides.amount ?? 1000,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
  await db().insert(walletOperations).values(row);
  return row;
}

/** A saved payment method (a deleted one with `deletedAt`). */
export async function insertMethod(
  userId: string,
  overrides: Partial<typeof paymentMethods.$inferInsert> = {},
) {
  const now = new Date();
  const row = {
    id: newId("pm"),
    userId,
    type: "yopaymentsug" as const,
    name: "My MTN line",
    details: { phone_number: "+256772123456", network: "MTN" },
    isDefault: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  await db().insert(paymentMethods).values(row);
  return row;
}

async function balanceOf(accountId: string) {
  return (await accountFunds(db(), accountId))?.balance ?? 0;
}

/** A top-up the card provider confirmed at `at`: provider clearing → wallet, and its operation row. */
export async function completedTopup(userId: string, amount: number, at: number) {
  const wallet = await walletAccount(db(), userId, at);
  const provider = await systemAccount(db(), { kind: "provider", provider: "card" });
  const transactionId = await transfer(
    db(),
    {
      kind: "topup",
      postings: [
        { accountId: provider, amount: -amount },
        { accountId: wallet, amount },
      ],
    },
    at,
  );
  return insertOperation(userId, {
    amount,
    signedAmount: amount,
    provider: "card",
    transactionId,
    balanceAfter: await balanceOf(wallet),
    createdAt: new Date(at),
    settledAt: new Date(at),
  });
}

/** A withdrawal held at `at` and paid out (posted to the provider's clearing account) a minute later. */
export async function completedWithdrawal(userId: string, amount: number, at: number) {
  const wallet = await walletAccount(db(), userId, at);
  const provider = await systemAccount(db(), { kind: "provider", provider: "yopaymentsug" });
  const holdId = await placeHold(
    db(),
    { accountId: wallet, amount, expiresAt: new Date(at + 86_400_000) },
    at,
  );
  const transactionId = await postHold(
    db(),
    holdId,
    { accountId: provider, kind: "withdrawal" },
    at + 60_000,
  );
  return insertOperation(userId, {
    type: "withdrawal",
    amount,
    signedAmount: -amount,
    provider: "yopaymentsug",
    holdId,
    transactionId,
    balanceAfter: await balanceOf(wallet),
    createdAt: new Date(at),
    settledAt: new Date(at + 60_000),
  });
}

/** A withdrawal whose funds are held at `at` and not paid out yet. */
export async function pendingWithdrawal(userId: string, amount: number, at: number) {
  const wallet = await walletAccount(db(), userId, at);
  const holdId = await placeHold(
    db(),
    { accountId: wallet, amount, expiresAt: new Date(at + 86_400_000) },
    at,
  );
  return insertOperation(userId, {
    type: "withdrawal",
    status: "pending",
    amount,
    signedAmount: -amount,
    provider: "yopaymentsug",
    holdId,
    createdAt: new Date(at),
  });
}

/** A service payment from the wallet at `at`: the price and its fee leave the wallet for the platform. */
export async function walletServicePayment(userId: string, amount: number, fee: number, at: number) {
  const wallet = await walletAccount(db(), userId, at);
  const fees = await systemAccount(db(), { kind: "fees" });
  const transactionId = await transfer(
    db(),
    {
      kind: "service_payment",
      postings: [
        { accountId: wallet, amount: -(amount + fee) },
        { accountId: fees, amount: amount + fee },
      ],
    },
    at,
  );
  return insertOperation(userId, {
    type: "service_payment",
    amount,
    fee,
    signedAmount: -(amount + fee),
    transactionId,
    counterparty: "Ngoma",
    balanceAfter: await balanceOf(wallet),
    createdAt: new Date(at),
    settledAt: new Date(at),
  });
}
