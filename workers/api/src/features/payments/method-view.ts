import type { z } from "@hono/zod-openapi";
import { CARD_BRAND_LABELS, type CardBrand, formatUgandaPhone } from "./card-rules";
import type { PaymentMethodView } from "./contract";
import type { paymentMethods } from "./schema";
import { METHOD_TYPES } from "./templates";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type MethodView = z.output<typeof PaymentMethodView>;

const pad2 = (n: unknown) => String(n).padStart(2, "0");

/** The one line a person recognises a method by. */
function labelOf(row: PaymentMethodRow): string {
  const d = row.details;
  switch (row.type) {
    case "card":
      return `${CARD_BRAND_LABELS[(d.brand as CardBrand) ?? "card"] ?? "Card"} •••• ${d.last4} · ${pad2(d.exp_month)}/${String(d.exp_year).slice(-2)}`;
    case "yopaymentsug":
      return `${d.network} ${formatUgandaPhone(String(d.phone_number))}`;
    case "bank":
      return `${d.bank_name} •••• ${String(d.account_number).slice(-4)}`;
    case "paypal":
      return `PayPal ${d.paypal_email}`;
  }
}

/**
 * A saved method as every call answers it: a card's number masked from its last 4 (the full number was
 * never stored), a mobile money number in E.164.
 */
export function toMethodView(row: PaymentMethodRow): MethodView {
  const type = METHOD_TYPES[row.type];
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    card_number: row.type === "card" ? `•••• ${row.details.last4}` : null,
    phone_number: row.type === "yopaymentsug" ? String(row.details.phone_number) : null,
    is_default: row.isDefault,
    needs_verification: row.type === "yopaymentsug" && row.verifiedAt === null,
    label: labelOf(row),
    details: row.details,
    can_pay_in: type.can_pay_in,
    can_pay_out: type.can_pay_out,
    created_at: row.createdAt.toISOString(),
  };
}
