import { z } from "@hono/zod-openapi";
import { PAYMENT_METHOD_TYPES } from "./method-types";

/*
 * The payment-method calls' wire contract (spec §3, §7 `/user/wallet/payment-*`). A card's number and
 * CVC travel only in the create body; every answer shows a masked number, never the real one.
 */

export const PaymentMethodType = z.enum(PAYMENT_METHOD_TYPES).openapi("PaymentMethodType");

/** One input of a type's add-method form, as `payment-templates` describes it. */
export const TemplateField = z
  .object({
    name: z.string().openapi({ example: "phone_number" }),
    label: z.string(),
    input: z.enum(["text", "tel", "email", "card_number", "month", "year", "cvc"]),
    required: z.boolean(),
    /** The same rule the server applies, for the browser's constraint validation. */
    pattern: z.string().nullable(),
    placeholder: z.string().nullable(),
    help: z.string().nullable(),
    /** Whether the field may be changed after the method is added (a card number may not). */
    editable: z.boolean(),
  })
  .openapi("PaymentTemplateField");

export const PaymentTemplate = z
  .object({
    type: PaymentMethodType,
    label: z.string().openapi({ example: "Mobile money (Uganda)" }),
    description: z.string(),
    fields: z.array(TemplateField),
    /** Whether top-ups and service payments can be charged to it. */
    can_pay_in: z.boolean(),
    /** Whether withdrawals can be paid out to it (spec §2 withdraw-accounts). */
    can_pay_out: z.boolean(),
  })
  .openapi("PaymentTemplate");

export const PaymentTemplateList = z.array(PaymentTemplate).openapi("PaymentTemplateList");

/** A saved method as every call answers it. */
export const PaymentMethodView = z
  .object({
    id: z.string(),
    name: z.string(),
    type: PaymentMethodType,
    /** Masked (`•••• 4242`); null for other types. */
    card_number: z.string().nullable(),
    /** E.164 mobile money number; null for other types. */
    phone_number: z.string().nullable(),
    is_default: z.boolean(),
    /**
     * A mobile money number not yet proven with the code texted to it: it cannot be charged until it is
     * (docs/decisions/0507). False for every other type.
     */
    needs_verification: z.boolean(),
    /** One line a person recognises it by: "Visa •••• 4242 · 12/28", "MTN +256 772 123 456". */
    label: z.string(),
    /** The type's non-secret fields (brand, exp_month, exp_year, network, bank_name, account_name, …). */
    details: z.record(z.string(), z.union([z.string(), z.number()])),
    can_pay_in: z.boolean(),
    can_pay_out: z.boolean(),
    created_at: z.string(),
  })
  .openapi("PaymentMethod");

export const PaymentMethodList = z.array(PaymentMethodView).openapi("PaymentMethodList");

const name = z
  .string({ error: "Give the method a name." })
  .trim()
  .min(1, "Give the method a name.")
  .max(60, "A name has at most 60 characters.");

/**
 * The create body: the type and its template's fields. Each type's fields are checked by its own schema
 * (features/payments/method-fields.ts); this is the envelope every type shares.
 */
export const CreatePaymentMethodBody = z
  .object({
    type: PaymentMethodType,
    name,
    is_default: z.boolean().optional(),
  })
  .catchall(z.union([z.string(), z.number()]))
  .openapi("CreatePaymentMethodBody");

/** The update body: a new name, the default flag, or any editable field of the method's template. */
export const UpdatePaymentMethodBody = z
  .object({ name: name.optional(), is_default: z.boolean().optional() })
  .catchall(z.union([z.string(), z.number()]))
  .openapi("UpdatePaymentMethodBody");

/** The answer of `payment-methods/delete/{id}`: the deleted method's id. */
export const PaymentMethodDeleted = z.object({ id: z.string() }).openapi("PaymentMethodDeleted");

/** The code texted to a mobile money method's number (`payment-methods/verify/{id}`). */
export const VerifyMethodBody = z
  .object({
    code: z
      .string({ error: "Enter the code we sent." })
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code we sent."),
  })
  .openapi("VerifyPaymentMethodBody");

/** The answer of `payment-methods/send-code/{id}`: where the code went. */
export const MethodCodeSent = z
  .object({ id: z.string(), phone_number: z.string() })
  .openapi("PaymentMethodCodeSent");

/** The spec §8 success texts of the payment-method calls. */
export const PAYMENT_METHOD_MESSAGES = {
  added: "Payment method added successfully",
  updated: "Payment method updated successfully",
  deleted: "Payment method deleted successfully",
  defaultSet: "Default payment method set successfully",
  codeSent: "We sent a code to this number.",
  verified: "Mobile money number verified",
} as const;
