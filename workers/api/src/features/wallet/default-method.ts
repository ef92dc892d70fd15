import type { z } from "@hono/zod-openapi";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../kit/db";
import type { PaymentMethodView } from "../payments/contract";
import { paymentMethods } from "../payments/schema";

type MethodRow = typeof paymentMethods.$inferSelect;
type MethodView = z.output<typeof PaymentMethodView>;

const text = (value: string | number | undefined) => (value === undefined ? null : String(value));

/** A line a person recognises a method by, from the non-secret fields its type keeps. */
function methodLabel(row: MethodRow): string {
  const d = row.details;
  if (row.type === "card" && d.last4 !== undefined) return `${d.brand ?? "Card"} •••• ${d.last4}`;
  if (row.type === "yopaymentsug" && d.phone_number !== undefined) {
    return `${d.network ?? "Mobile money"} ${d.phone_number}`;
  }
  return row.name;
}

/** A saved method as the wallet's figures show it: the masked number, never the token. */
function toMethodView(row: MethodRow): MethodView {
  const d = row.details;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    card_number: row.type === "card" && d.last4 !== undefined ? `•••• ${d.last4}` : null,
    phone_number: row.type === "yopaymentsug" ? text(d.phone_number) : null,
    is_default: row.isDefault,
    label: methodLabel(row),
    details: d,
    can_pay_in: true,
    // Cards are charged; payouts go to mobile money, a bank or PayPal (issue 17 withdraw).
    can_pay_out: row.type !== "card",
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The user's default payment method (live, `is_default`), or null: one read of the partial unique
 * index that keeps a single default per user.
 */
export async function defaultMethodOf(db: Db, userId: string): Promise<MethodView | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.isDefault, true),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .limit(1);
  return row ? toMethodView(row) : null;
}
