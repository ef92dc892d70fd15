import { DEFAULT_TEMPLATE } from "../features/beats/licences.rules";
import { call, grantRole, registerVerifiedUser } from "./client";

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
