import { env } from "cloudflare:test";
import { DEFAULT_TEMPLATE } from "../features/beats/licences.rules";
import { call, grantRole, registerVerifiedUser } from "./client";
import { money } from "./wallet-fixtures";

/** A verified account with the producer kind, and its token. */
export async function producer(name = "Beat Maker") {
  const account = await registerVerifiedUser({ name });
  await grantRole(account.user.id, "creator", "producer");
  return account;
}

/** A verified creator of another kind (a buyer in the market). */
export async function artist(name = "Buyer Artist") {
  const account = await registerVerifiedUser({ name });
  await grantRole(account.user.id, "creator", "artist");
  return account;
}

/** A beat body with the default tiers (or `tiers`), valid as it is. */
export function beatBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Night Drive",
    bpm: 140,
    key: "Ebm",
    tags: ["trap", "dark"],
    licences: DEFAULT_TEMPLATE,
    ...overrides,
  };
}

/** Creates a beat for `token`; returns its view. */
export async function createBeat(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call("/creator/beats/create", { token, body: beatBody(overrides) });
  if (res.status !== 201) throw new Error(`create beat: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as { id: string; lowest_price_cents: number; approval: string | null };
}

/** A published beat of a new producer, its listing approved (as the admin's moderation would). */
export async function listedBeat(overrides: Record<string, unknown> = {}, name?: string) {
  const p = await producer(name);
  const beat = await createBeat(p.token, overrides);
  await call(`/creator/beats/status/${beat.id}`, { token: p.token, body: { is_published: true } });
  await env.DB.prepare("update listings set approval = 'approved' where item_id = ?").bind(beat.id).run();
  return { p, beat };
}

/** Buys `tier` of `beatId` at `price` cents (+ 2 %) through the service payment, from the wallet by default. */
export function buyLicence(token: string, beatId: string, tier: string, price: number, method = "wallet") {
  const fee = Math.round(price * 0.02);
  return money("/user/account/make-service-payment", token, {
    request_type: "beat_licence",
    data: JSON.stringify({ beat_id: beatId, tier }),
    payment_data: JSON.stringify({
      amount: price + fee,
      subtotal: price,
      processingFee: fee,
      processingFeePercent: 2,
      paymentMethodId: method,
    }),
  });
}
