import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { PaymentMethodView } from "../payments/contract";
import { isCalendarDate } from "./history.rules";
import { WALLET_OPERATION_STATUSES, WALLET_OPERATION_TYPES } from "./operation-types";

/*
 * The wallet calls' wire contract (spec §3, §7 `/user/wallet/*`, `/user/account/make-service-payment`).
 * Every amount is an integer number of US cents; the client converts only for display.
 */

/** Smallest and largest top-up: $1 to $10,000. */
export const TOPUP_MIN_CENTS = 100;
export const TOPUP_MAX_CENTS = 1_000_000;
/** Smallest withdrawal: $1. Its largest is the user's limits and available balance. */
export const WITHDRAW_MIN_CENTS = 100;

/** A whole number of cents in [min, max], with messages a form can show under its field. */
export function centsField(min: number, max: number, what = "Amount") {
  const dollars = (c: number) => `$${(c / 100).toLocaleString("en-US")}`;
  return z
    .number({ error: `${what} must be a number of cents.` })
    .int(`${what} must be a whole number of cents.`)
    .min(min, `${what} must be at least ${dollars(min)}.`)
    .max(max, `${what} must be at most ${dollars(max)}.`);
}

export const WalletOperationType = z.enum(WALLET_OPERATION_TYPES).openapi("WalletOperationType");
export const WalletOperationStatus = z.enum(WALLET_OPERATION_STATUSES).openapi("WalletOperationStatus");

/** One row of the wallet's history, and the answer of every call that starts an operation. */
export const WalletOperationView = z
  .object({
    id: z.string(),
    type: WalletOperationType,
    status: WalletOperationStatus,
    amount: z.number().int().openapi({ description: "The principal, cents (> 0)" }),
    fee: z.number().int(),
    signed_amount: z
      .number()
      .int()
      .openapi({ description: "The change to the wallet as the history shows it" }),
    balance_after: z.number().int().nullable(),
    reference: z.string().nullable(),
    description: z.string().nullable(),
    counterparty: z.string().nullable(),
    payment_method: z.object({ id: z.string(), name: z.string(), type: z.string() }).nullable(),
    failure_reason: z.string().nullable(),
    /** Why it waits in review (the provider's word is late, or contradicts the payment), else null. */
    review_reason: z.string().nullable(),
    /** What the payer must do for a pending payment to go on ("approve_on_phone"), else null. */
    next_action: z.enum(["approve_on_phone"]).nullable(),
    /** Whether the user may still cancel it (a withdrawal not yet sent to its provider). */
    cancellable: z.boolean(),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .openapi("WalletOperation");

export const WalletLimits = z
  .object({
    daily_limit: z.number().int(),
    monthly_limit: z.number().int(),
    daily_used: z.number().int(),
    monthly_used: z.number().int(),
    max_daily_limit: z.number().int(),
    max_monthly_limit: z.number().int(),
    /** A raise waiting its 24 hours, or null. */
    pending: z
      .object({ daily_limit: z.number().int(), monthly_limit: z.number().int(), effective_at: z.string() })
      .nullable(),
  })
  .openapi("WalletLimits");

export const WalletDetails = z
  .object({
    currency: z.literal("USD"),
    balance: z.number().int(),
    held: z.number().int(),
    available: z.number().int(),
    has_pin: z.boolean(),
    /** Set while wrong PINs have locked withdrawals. */
    pin_locked_until: z.string().nullable(),
    /** Repeated locks: withdrawals wait until the PIN is set again with an e-mailed code. */
    pin_code_required: z.boolean(),
    limits: WalletLimits,
    default_method: PaymentMethodView.nullable(),
  })
  .openapi("WalletDetails");

const pin = z
  .string({ error: "Enter a PIN of 4 to 6 digits." })
  .regex(/^\d{4,6}$/, "Enter a PIN of 4 to 6 digits.");

/** Set or change the PIN: a change proves the current PIN, or an e-mailed code. */
export const SetPinBody = z
  .object({ pin, current_pin: z.string().optional(), code: z.string().optional() })
  .openapi("SetPinBody");
export const VerifyPinBody = z.object({ pin }).openapi("VerifyPinBody");

/** The answer of the PIN calls: whether a PIN is set, and until when wrong tries lock withdrawals. */
export const WalletPinStatus = z
  .object({ has_pin: z.boolean(), pin_locked_until: z.string().nullable(), pin_code_required: z.boolean() })
  .openapi("WalletPinStatus");
/** Where the code to change a forgotten PIN was sent. */
export const WalletPinCodeSent = z.object({ email: z.string() }).openapi("WalletPinCodeSent");

const description = z.string().trim().max(255, "A description has at most 255 characters.").optional();

export const TopupBody = z
  .object({
    amount: centsField(TOPUP_MIN_CENTS, TOPUP_MAX_CENTS),
    payment_method_id: z.string({ error: "Choose a payment method." }).min(1, "Choose a payment method."),
    payment_reference: z.string().trim().max(100, "A reference has at most 100 characters.").optional(),
    description,
  })
  .openapi("TopupBody");

export const WithdrawBody = z
  .object({
    amount: centsField(WITHDRAW_MIN_CENTS, Number.MAX_SAFE_INTEGER),
    payment_method_id: z
      .string({ error: "Choose where to send the money." })
      .min(1, "Choose where to send the money."),
    pin,
    description,
  })
  .openapi("WithdrawBody");

export const UpdateLimitsBody = z
  .object({
    daily_limit: centsField(100, Number.MAX_SAFE_INTEGER, "Daily limit"),
    monthly_limit: centsField(100, Number.MAX_SAFE_INTEGER, "Monthly limit"),
  })
  .openapi("UpdateLimitsBody");

const isoDate = (what: string) =>
  z.string().refine(isCalendarDate, `${what} must be a date (YYYY-MM-DD).`).optional();

/**
 * The history's filters (spec §3): page 1, 20 per page by default; dates are UTC days, both included.
 * One object (the page fields and the filters) so the route's query validation and the OpenAPI
 * parameters come from it; a start after the end is a 422 on `start_date`.
 */
export const TransactionsQuery = pageQuerySchema
  .extend({
    tx_type: WalletOperationType.optional().openapi({ param: { name: "tx_type", in: "query" } }),
    status: WalletOperationStatus.optional().openapi({ param: { name: "status", in: "query" } }),
    start_date: isoDate("Start date").openapi({
      param: { name: "start_date", in: "query" },
      example: "2026-11-01",
    }),
    end_date: isoDate("End date").openapi({
      param: { name: "end_date", in: "query" },
      example: "2026-11-30",
    }),
  })
  .superRefine(({ start_date, end_date }, ctx) => {
    if (start_date && end_date && isCalendarDate(start_date) && isCalendarDate(end_date)) {
      if (start_date > end_date) {
        ctx.addIssue({
          code: "custom",
          path: ["start_date"],
          message: "Start date must be on or before the end date.",
        });
      }
    }
  });

export const WalletOperationPage = pageSchema(WalletOperationView).openapi("WalletOperationPage");

/** Money in and out per calendar month (UTC), cents. */
export const WalletMonth = z
  .object({
    month: z.string().openapi({ example: "2026-11" }),
    money_in: z.number().int(),
    money_out: z.number().int(),
    fees: z.number().int(),
  })
  .openapi("WalletMonth");

export const WalletSummary = z
  .object({
    balance: z.number().int(),
    held: z.number().int(),
    available: z.number().int(),
    /** Over the 12 months shown. */
    totals: z.object({ money_in: z.number().int(), money_out: z.number().int(), fees: z.number().int() }),
    /** The last 12 months, oldest first. */
    months: z.array(WalletMonth),
    /** End-of-day balance for each of the last 30 days (UTC), oldest first: the summary's chart. */
    balance_series: z.array(z.object({ date: z.string(), balance: z.number().int() })),
    pending_count: z.number().int(),
  })
  .openapi("WalletSummary");

export const WalletDashboard = WalletSummary.extend({
  recent: z.array(WalletOperationView),
  default_method: PaymentMethodView.nullable(),
}).openapi("WalletDashboard");

/**
 * `/user/account/make-service-payment` (spec §3): `data` (what is bought) and `payment_data` (how it is
 * paid) as JSON strings. The server prices `data` itself and refuses a `payment_data` total that differs.
 */
export const ServicePaymentBody = z
  .object({
    request_type: z.string().min(1, "Say what is being paid for."),
    data: z.string().min(2, "The payment's data is missing."),
    payment_data: z.string().min(2, "The payment details are missing."),
  })
  .openapi("ServicePaymentBody");

/** `payment_data` once parsed: `paymentMethodId` is a saved method's id, or `wallet` for the balance. */
export const ServicePaymentData = z.object({
  amount: z.number().int(),
  subtotal: z.number().int(),
  processingFee: z.number().int(),
  processingFeePercent: z.number(),
  paymentMethodId: z.string().min(1, "Please select a payment method"),
});
