import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../app";
import { paymentProvider } from "../features/payments/providers/registry";
import type { ProviderName } from "../features/payments/providers/types";
import { runPaymentsUpkeep } from "../features/wallet/payments-upkeep";
import { createCallbackDelivery } from "../http/middleware/callback-delivery";
import { createDb } from "../kit/db";
import { AppError } from "../kit/errors";
import { call, registerVerifiedUser } from "./client";
import { TEST_SELLABLES } from "./sellables";

/*
 * Wallet fixtures for the Workers-runtime tests: a verified user with a PIN, saved methods made through
 * the real routes (and so the real sandbox tokeniser), money calls with their Idempotency-Key, and the
 * payments cron run at a chosen instant.
 */

export const PIN = "2580";
export const CARD = {
  type: "card",
  name: "Visa",
  card_number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: 2031,
  cvc: "123",
};
export const DECLINED_CARD = { ...CARD, name: "Declined", card_number: "4000 0000 0000 0002" };
/** Mobile money sandbox numbers: the last 7 digits choose the outcome (providers/sandbox-scenarios.ts). */
export const momo = (suffix: string, name = "MTN") => ({
  type: "yopaymentsug",
  name,
  phone_number: `+25677${suffix}`,
});
export const BANK = {
  type: "bank",
  name: "Stanbic",
  bank_name: "Stanbic",
  account_name: "A Listener",
  account_number: "0123456781",
};

/** A signed-in, verified user with a wallet PIN. */
export async function walletUser() {
  const account = await registerVerifiedUser();
  const res = await call("/user/wallet/set-pin", { token: account.token, body: { pin: PIN } });
  if (res.status !== 200) throw new Error(`set-pin failed: ${res.status} ${JSON.stringify(res.json)}`);
  return account;
}

/**
 * Saves a method through the real route and returns its id, dated a day back so that it is past the 24 h
 * wait before a first payout (docs/decisions/0506; the tests of that wait save theirs through the route).
 * A mobile money number is marked proven in D1 (as if its code had been entered) unless `proven` is
 * false: the texted-code flow has its own tests (payments/number-check.routes.test.ts), and its
 * per-number send cap would refuse the many accounts these tests give the same sandbox number.
 */
export async function addMethod(
  token: string,
  body: Record<string, unknown>,
  { proven = true }: { proven?: boolean } = {},
): Promise<string> {
  const res = await call("/user/wallet/payment-methods/create", { token, body });
  if (res.status !== 201) throw new Error(`add method failed: ${res.status} ${JSON.stringify(res.json)}`);
  const id: string = res.json.data.id;
  await env.DB.prepare("update payment_methods set created_at = created_at - ? where id = ?")
    .bind(25 * 3_600_000, id)
    .run();
  if (proven && res.json.data.needs_verification) {
    await env.DB.prepare("update payment_methods set verified_at = ? where id = ?")
      .bind(Date.now(), id)
      .run();
  }
  return id;
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

/** A POST that moves money, with its Idempotency-Key (fresh unless given). */
export function money(path: string, token: string, body: unknown, key: string = newKey()) {
  return call(path, { token, body, headers: { "Idempotency-Key": key } });
}

/** The wallet's details call. */
export async function details(token: string) {
  const res = await call("/user/wallet/details", { token });
  return res.json.data as { balance: number; held: number; available: number; has_pin: boolean };
}

/** Tops up by card (approved) and returns the operation. */
export async function fundWallet(token: string, amount: number) {
  const card = await addMethod(token, CARD);
  const res = await money("/user/wallet/topup", token, { amount, payment_method_id: card });
  if (res.status !== 200) throw new Error(`top-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

const app = createApp({ sellables: TEST_SELLABLES });

/**
 * One run of the payments cron at `now`, its sandbox callbacks delivered before it resolves. `missing`
 * names a provider with no adapter, as production has none for bank and PayPal (its calls throw 503).
 */
export async function runPaymentsCron(now = Date.now(), { missing }: { missing?: ProviderName } = {}) {
  const ctx = createExecutionContext();
  const db = createDb(env.DB);
  const delivery = createCallbackDelivery((request) => app.fetch(request, env, ctx), ctx);
  const result = await runPaymentsUpkeep(
    {
      db,
      realtime: env.REALTIME,
      sellables: TEST_SELLABLES,
      waitUntil: (p) => ctx.waitUntil(p),
      providerFor: (name) => {
        if (name === missing) throw new AppError(503, "PROVIDER_UNAVAILABLE", "Not available.");
        return paymentProvider(env, name as ProviderName, { db, delivery, now: () => now });
      },
    },
    now,
  );
  await waitOnExecutionContext(ctx);
  return result;
}

/** An operation's row as stored. */
export function operationRow(id: string) {
  return env.DB.prepare("select * from wallet_operations where id = ?")
    .bind(id)
    .first<Record<string, unknown>>();
}
