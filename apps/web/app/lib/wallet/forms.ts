// The wallet's forms, one zod schema each, read by the form (checked before it is sent) and by its action
// (what the api receives): the same rules, the same messages. Amounts are typed in the user's own
// currency and leave as integer US cents; the api checks them again with its own contract. The bounds
// live in bounds.ts (no zod) for the pages that show them.
import { z } from "zod";
import type { SetPinBody, UpdateLimitsBody, WithdrawBody } from "../api/contract";
import { formatMoney, type MoneySettings } from "../money/format-money";
import { parseLocalAmount } from "../money/local-amount";
import {
  LIMIT_MIN_CENTS,
  MAX_DAILY_LIMIT_CENTS,
  MAX_MONTHLY_LIMIT_CENTS,
  shownField,
  TOPUP_MAX_CENTS,
  TOPUP_MIN_CENTS,
  WITHDRAW_MIN_CENTS,
} from "./bounds";
import { IDEMPOTENCY_FIELD } from "./idempotency";

/**
 * Text typed in the user's display currency ("92,125" in UGX) → whole US cents within [min, max], the
 * bounds said in that currency too. A number stands for cents already resolved by `withShown`.
 */
export function localAmountField(what: string, money: MoneySettings, min: number, max: number) {
  const example = formatMoney(2500, money);
  const empty = `Enter the ${what.toLowerCase()}.`;
  return z
    .unknown()
    .transform((value, ctx) => {
      if (typeof value === "number") return value;
      const text = typeof value === "string" ? value.trim() : "";
      const cents = text ? parseLocalAmount(text, money) : null;
      if (cents === null) {
        const message = text ? `${what} must be an amount in ${money.currency}, e.g. ${example}.` : empty;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(
      z
        .number()
        .int()
        .min(min, `${what} must be at least ${formatMoney(min, money)}.`)
        .max(max, `${what} must be at most ${formatMoney(max, money)}.`),
    );
}

/** Resolves each of `fields` typed back exactly as its `shownField` displays to those cents, before `schema`. */
function withShown<S extends z.ZodType>(money: MoneySettings, fields: readonly string[], schema: S) {
  return z.preprocess((input) => {
    if (typeof input !== "object" || input === null) return input;
    const values: Record<string, unknown> = { ...input };
    for (const field of fields) {
      const text = values[field];
      const shownText = values[shownField(field)];
      const shown = typeof shownText === "string" && /^\d+$/.test(shownText) ? Number(shownText) : null;
      if (typeof text !== "string" || shown === null || !Number.isSafeInteger(shown)) continue;
      if (parseLocalAmount(text, money, shown) === shown) values[field] = shown;
    }
    return values;
  }, schema);
}

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} has at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

const pin = z
  .string({ error: "Enter a PIN of 4 to 6 digits." })
  .regex(/^\d{4,6}$/, "Enter a PIN of 4 to 6 digits.");
const methodId = (message: string) => z.string({ error: message }).min(1, message);
const key = z.string().min(1).max(255);

/**
 * A top-up's first step: how much (in the user's currency) and its optional reference and description;
 * the method is chosen next, in the Payment modal, which also holds the Idempotency-Key.
 */
export function topupForm(money: MoneySettings) {
  return z.object({
    amount: localAmountField("Amount", money, TOPUP_MIN_CENTS, TOPUP_MAX_CENTS),
    payment_reference: optionalText(100, "A reference"),
    description: optionalText(255, "A description"),
  });
}

export type TopupFormData = z.output<ReturnType<typeof topupForm>>;

/** A withdrawal: how much (in the user's currency, at most what the limits and balance allow: the api's). */
export function withdrawForm(money: MoneySettings) {
  return withShown(
    money,
    ["amount"],
    z.object({
      amount: localAmountField("Amount", money, WITHDRAW_MIN_CENTS, Number.MAX_SAFE_INTEGER),
      payment_method_id: methodId("Choose where to send the money."),
      pin,
      description: optionalText(255, "A description"),
      [IDEMPOTENCY_FIELD]: key,
    }),
  );
}

export type WithdrawFormData = z.output<ReturnType<typeof withdrawForm>>;

export const pinForm = z
  .object({
    pin,
    pin_confirm: z.string().optional(),
    current_pin: optionalText(6, "A PIN"),
    code: optionalText(12, "A code"),
  })
  .refine((form) => form.pin === form.pin_confirm, {
    message: "The two PINs differ.",
    path: ["pin_confirm"],
  });

/** The withdrawal limits, in the user's currency, within the platform's maximums. */
export function limitsForm(money: MoneySettings) {
  return withShown(
    money,
    ["daily_limit", "monthly_limit"],
    z
      .object({
        daily_limit: localAmountField("Daily limit", money, LIMIT_MIN_CENTS, MAX_DAILY_LIMIT_CENTS),
        monthly_limit: localAmountField("Monthly limit", money, LIMIT_MIN_CENTS, MAX_MONTHLY_LIMIT_CENTS),
      })
      .refine((limits) => limits.monthly_limit >= limits.daily_limit, {
        message: "Monthly limit must be at least the daily limit.",
        path: ["monthly_limit"],
      }),
  );
}

export type LimitsFormData = z.output<ReturnType<typeof limitsForm>>;

/** The bodies the api receives, from parsed forms (the idempotency key travels as a header). */
export function withdrawBody(data: WithdrawFormData): WithdrawBody {
  const { [IDEMPOTENCY_FIELD]: _key, ...body } = data;
  return body;
}

export function setPinBody(data: z.output<typeof pinForm>): SetPinBody {
  const body: SetPinBody = { pin: data.pin };
  if (data.current_pin) body.current_pin = data.current_pin;
  if (data.code) body.code = data.code;
  return body;
}

export function limitsBody(data: LimitsFormData): UpdateLimitsBody {
  return { daily_limit: data.daily_limit, monthly_limit: data.monthly_limit };
}
