import { env } from "cloudflare:test";
import { call } from "./client";
import { registerAdmin } from "./dashboard-fixtures";
import { money } from "./wallet-fixtures";

/* Upgrade fixtures: an admin, a user type with one category made through the admin routes, an application. */

/** A signed-in admin, "Ada Admin". */
export const adminAccount = () => registerAdmin("Ada Admin");

/** A fresh user type (unique title) with one category, made by `adminToken`. */
export async function makeType(
  adminToken: string,
  options: { fee?: number; evidence?: boolean; role?: "creator" | "promoter"; kind?: string } = {},
) {
  const title = `${options.role === "creator" ? "Producer" : "Promoter"} ${crypto.randomUUID().slice(0, 8)}`;
  const type = await call("/admin/user-types/create", {
    token: adminToken,
    body: {
      title,
      grants_role: options.role ?? "promoter",
      ...(options.role === "creator" ? { creator_kind: options.kind ?? "producer" } : {}),
      fee_cents: options.fee ?? 0,
      needs_evidence: options.evidence ?? false,
    },
  });
  if (type.status !== 201) throw new Error(`type: ${type.status} ${JSON.stringify(type.json)}`);
  const category = await call("/admin/user-categories/create", {
    token: adminToken,
    body: { type_id: type.json.data.id, title: "Club DJ", description: "Plays clubs" },
  });
  if (category.status !== 201)
    throw new Error(`category: ${category.status} ${JSON.stringify(category.json)}`);
  return { typeId: type.json.data.id as string, categoryId: category.json.data.id as string, title };
}

export const MOTIVATION = "I run a weekly radio show and want to promote local artists.";

/** `POST /user/upgrade/apply` for a type. */
export function applyFor(
  token: string,
  type: { typeId: string; categoryId: string },
  extra: Record<string, unknown> = {},
) {
  return call("/user/upgrade/apply", {
    token,
    body: {
      user_type_id: type.typeId,
      user_category_id: type.categoryId,
      motivation: MOTIVATION,
      links: ["https://radio.example/show"],
      ...extra,
    },
  });
}

/** Pays an application's fee from the wallet through `make-service-payment`. */
export function payFromWallet(token: string, applicationId: string, cents: number) {
  return money("/user/account/make-service-payment", token, {
    request_type: "account_upgrade",
    data: JSON.stringify({ application_id: applicationId }),
    payment_data: JSON.stringify({
      amount: cents,
      subtotal: cents,
      processingFee: 0,
      processingFeePercent: 0,
      paymentMethodId: "wallet",
    }),
  });
}

/** One row of a query against the test D1. */
export function one<T>(query: string, ...params: unknown[]) {
  return env.DB.prepare(query)
    .bind(...params)
    .first<T>();
}

/** An account's ledger balance (0 when it does not exist). */
export async function balanceOf(accountId: string): Promise<number> {
  return (
    (await one<{ balance: number }>("select balance from ledger_accounts where id = ?", accountId))
      ?.balance ?? 0
  );
}
