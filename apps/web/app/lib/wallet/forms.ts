// The wallet's forms, one zod schema each, read by the form (checked before it is sent) and by its action
// (what the api receives): the same rules, the same messages. Amounts are typed in US dollars (the top-up
// in the user's own currency) and leave as integer cents; the api checks them again with its own contract.
import { parseAmount } from "@ngoma/currency";
import { z } from "zod";
import type { FieldErrors, SetPinBody, UpdateLimitsBody, WalletBounds, WithdrawBody } from "../api/contract";
import { formatMoney, type MoneySettings } from "../money/format-money";
import { parseLocalAmount } from "../money/local-amount";
import { IDEMPOTENCY_FIELD } from "./idempotency";

/** The api's top-up bounds; typed by its constants, so the two cannot drift apart silently. */
export const TOPUP_MIN_CENTS: WalletBounds["topupMin"] = 100;
export const TOPUP_MAX_CENTS: WalletBounds["topupMax"] = 1_000_000;
export const WITHDRAW_MIN_CENTS: WalletBounds["withdrawMin"] = 100;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US")}`;

/** Text typed in US dollars ("25", "1,250.50", "$3") → whole cents within [min, max]. */
export function dollarsField(what: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string({ error: `Enter the ${what.toLowerCase()}.` })
    .trim()
    .min(1, `Enter the ${what.toLowerCase()}.`)
    .transform((text, ctx) => {
      const cents = parseAmount(text, "USD");
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: `${what} must be an amount in US dollars, e.g. 25.00.` });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(
      z
        .number()
        .min(min, `${what} must be at least ${dollars(min)}.`)
        .max(max, `${what} must be at most ${dollars(max)}.`),
    );
}

/**
 * Text typed in the user's display currency ("92,125" in UGX) → whole US cents within [min, max], the
 * bounds said in that currency too.
 */
export function localAmountField(what: string, money: MoneySettings, min: number, max: number) {
  const example = formatMoney(2500, money);
  return z
    .string({ error: `Enter the ${what.toLowerCase()}.` })
    .trim()
    .min(1, `Enter the ${what.toLowerCase()}.`)
    .transform((text, ctx) => {
      const cents = parseLocalAmount(text, money);
      if (cents === null) {
        ctx.addIssue({
          code: "custom",
          message: `${what} must be an amount in ${money.currency}, e.g. ${example}.`,
        });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(
      z
        .number()
        .min(min, `${what} must be at least ${formatMoney(min, money)}.`)
        .max(max, `${what} must be at most ${formatMoney(max, money)}.`),
    );
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

export const withdrawForm = z.object({
  amount: dollarsField("Amount", WITHDRAW_MIN_CENTS),
  payment_method_id: methodId("Choose where to send the money."),
  pin,
  description: optionalText(255, "A description"),
  [IDEMPOTENCY_FIELD]: key,
});

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

export const limitsForm = z.object({
  daily_limit: dollarsField("Daily limit", 100),
  monthly_limit: dollarsField("Monthly limit", 100),
});

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Reads a form with a schema: the data, or the messages keyed by field ("_" for the form itself). */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData | Record<string, unknown>,
): ParsedForm<z.output<S>> {
  const input =
    form instanceof FormData
      ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"))
      : form;
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    if (!fieldErrors[field]) fieldErrors[field] = [issue.message];
  }
  return { ok: false, fieldErrors };
}

/** The bodies the api receives, from parsed forms (the idempotency key travels as a header). */
export function withdrawBody(data: z.output<typeof withdrawForm>): WithdrawBody {
  const { [IDEMPOTENCY_FIELD]: _key, ...body } = data;
  return body;
}

export function setPinBody(data: z.output<typeof pinForm>): SetPinBody {
  const body: SetPinBody = { pin: data.pin };
  if (data.current_pin) body.current_pin = data.current_pin;
  if (data.code) body.code = data.code;
  return body;
}

export function limitsBody(data: z.output<typeof limitsForm>): UpdateLimitsBody {
  return { daily_limit: data.daily_limit, monthly_limit: data.monthly_limit };
}
