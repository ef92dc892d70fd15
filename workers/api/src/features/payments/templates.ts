import type { z } from "@hono/zod-openapi";
import type { PaymentTemplate } from "./contract";
import { METHOD_FIELDS } from "./method-fields";
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from "./method-types";

/*
 * The `payment-templates` answer: what each method type is called, which way money can flow through it,
 * and its fields, read from the same definitions the server validates with (method-fields.ts).
 */

type Template = z.output<typeof PaymentTemplate>;

/** What a type is called, what it is for, and which way money can flow through it. */
export const METHOD_TYPES: Record<PaymentMethodType, Omit<Template, "type" | "fields">> = {
  card: {
    label: "Card",
    description:
      "A Visa, Mastercard or American Express card. Only its brand, last 4 digits and expiry are kept.",
    can_pay_in: true,
    can_pay_out: false,
  },
  yopaymentsug: {
    label: "Mobile money (Uganda)",
    description: "MTN MoMo or Airtel Money. You approve each payment on your phone.",
    can_pay_in: true,
    can_pay_out: true,
  },
  bank: {
    label: "Bank account",
    description: "A bank transfer. It settles within a business day.",
    can_pay_in: true,
    can_pay_out: true,
  },
  paypal: {
    label: "PayPal",
    description: "The PayPal account of this e-mail address.",
    can_pay_in: true,
    can_pay_out: true,
  },
};

/** Every type's template, in the order of spec §3. */
export function paymentTemplates(): Template[] {
  return PAYMENT_METHOD_TYPES.map((type) => ({
    type,
    ...METHOD_TYPES[type],
    fields: METHOD_FIELDS[type].fields.map((f) => ({
      name: f.name,
      label: f.label,
      input: f.input,
      required: f.required,
      pattern: f.pattern ?? null,
      placeholder: f.placeholder ?? null,
      help: f.help ?? null,
      editable: f.editable,
    })),
  }));
}
