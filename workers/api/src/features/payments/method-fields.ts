import type { z } from "@hono/zod-openapi";
import { type FieldErrors, validationError } from "../../kit/errors";
import { CARD_BRAND_LABELS, cardBrand, cardExpired, cvcLength, normaliseUgandaPhone } from "./card-rules";
import type { TemplateField } from "./contract";
import {
  accountNumber,
  cardNumber,
  cvc,
  email,
  expMonth,
  expYear,
  optional,
  phone,
  required,
  swift,
} from "./field-schemas";
import type { PaymentMethodType } from "./method-types";

/*
 * The fields of each payment method type, defined once: the server validates create and update bodies
 * with them and `payment-templates` (templates.ts) describes the same definitions to the add-method form,
 * so the form and the server cannot drift. Pure: no I/O.
 */

type FieldValue = string | number;

/** One field: how the form shows it and the zod rule that reads it (normalising as it goes). */
export interface FieldSpec extends Omit<z.output<typeof TemplateField>, "pattern" | "placeholder" | "help"> {
  pattern?: string;
  placeholder?: string;
  help?: string;
  schema: z.ZodType<FieldValue>;
  /** Kept in the method's `details`. A card's number and CVC never are: they go to the tokeniser only. */
  stored: boolean;
}

/** A type's fields and its cross-field rule (a card's expiry against the clock, its CVC against its brand). */
export interface TypeSpec {
  fields: FieldSpec[];
  check?: (values: Record<string, FieldValue>, now: Date) => FieldErrors;
  /** Fields derived from the others and stored with them (a card's brand and last 4, a number's network). */
  derive?: (values: Record<string, FieldValue>) => Record<string, FieldValue>;
}

const field = (
  spec: Omit<FieldSpec, "editable" | "stored" | "required"> & Partial<FieldSpec>,
): FieldSpec => ({
  required: true,
  editable: true,
  stored: true,
  ...spec,
});

/** Every type's fields (spec §3: card, yopaymentsug, bank, paypal). */
export const METHOD_FIELDS: Record<PaymentMethodType, TypeSpec> = {
  card: {
    fields: [
      field({
        name: "card_number",
        label: "Card number",
        input: "card_number",
        pattern: "[0-9 ]{12,23}",
        placeholder: "4242 4242 4242 4242",
        schema: cardNumber,
        editable: false,
        stored: false,
      }),
      field({
        name: "exp_month",
        label: "Expiry month",
        input: "month",
        pattern: "0?[1-9]|1[0-2]",
        placeholder: "MM",
        schema: expMonth,
      }),
      field({
        name: "exp_year",
        label: "Expiry year",
        input: "year",
        pattern: "[0-9]{2}|20[0-9]{2}",
        placeholder: "YY",
        schema: expYear,
      }),
      field({
        name: "cvc",
        label: "Security code (CVC)",
        input: "cvc",
        pattern: "[0-9]{3,4}",
        placeholder: "123",
        help: "3 digits on the back; 4 on the front of an American Express card. It is never stored.",
        schema: cvc,
        editable: false,
        stored: false,
      }),
    ],
    check: (v, now) => {
      const errors: FieldErrors = {};
      if (typeof v.exp_month === "number" && typeof v.exp_year === "number") {
        if (cardExpired(v.exp_month, v.exp_year, now)) errors.exp_month = ["This card has expired."];
        else if (v.exp_year > now.getUTCFullYear() + 20) errors.exp_year = ["Check the expiry year."];
      }
      if (typeof v.card_number === "string" && typeof v.cvc === "string") {
        const brand = cardBrand(v.card_number);
        if (v.cvc.length !== cvcLength(brand)) {
          const label = CARD_BRAND_LABELS[brand];
          const article = /^[AEIOU]/.test(label) ? "An" : "A";
          errors.cvc = [`${article} ${label} card has a ${cvcLength(brand)} digit security code.`];
        }
      }
      return errors;
    },
    derive: (v): Record<string, FieldValue> =>
      typeof v.card_number === "string"
        ? { brand: cardBrand(v.card_number), last4: v.card_number.slice(-4) }
        : {},
  },
  yopaymentsug: {
    fields: [
      field({
        name: "phone_number",
        label: "Mobile money number",
        input: "tel",
        pattern: "[+0-9 ()-]{10,18}",
        placeholder: "0772 123 456",
        help: "An MTN or Airtel Uganda number registered for mobile money.",
        schema: phone,
      }),
    ],
    derive: (v): Record<string, FieldValue> =>
      typeof v.phone_number === "string"
        ? { network: (normaliseUgandaPhone(v.phone_number) as { network: string }).network }
        : {},
  },
  bank: {
    fields: [
      field({
        name: "bank_name",
        label: "Bank",
        input: "text",
        placeholder: "Stanbic Bank Uganda",
        schema: required("Enter the bank's name."),
      }),
      field({
        name: "account_name",
        label: "Account holder",
        input: "text",
        schema: required("Enter the account holder's name."),
      }),
      field({
        name: "account_number",
        label: "Account number",
        input: "text",
        pattern: "[0-9 -]{6,30}",
        schema: accountNumber,
      }),
      field({
        name: "branch",
        label: "Branch",
        input: "text",
        required: false,
        schema: optional(80, "A branch has at most 80 characters."),
      }),
      field({
        name: "swift",
        label: "SWIFT/BIC",
        input: "text",
        required: false,
        pattern: "[A-Za-z0-9]{8}([A-Za-z0-9]{3})?",
        schema: swift,
      }),
    ],
  },
  paypal: {
    fields: [
      field({
        name: "paypal_email",
        label: "PayPal e-mail",
        input: "email",
        placeholder: "you@example.com",
        schema: email,
      }),
    ],
  },
};

/** A card's number and CVC as read from a create body: handed to the tokeniser, never stored. */
export interface CardSecret {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
}

export interface ParsedFields {
  details: Record<string, FieldValue>;
  card?: CardSecret;
}

const add = (errors: FieldErrors, key: string, message: string) => {
  errors[key] = [...(errors[key] ?? []), message];
};

/** Reads `input` (the body's type-specific fields) for a new method; throws 422 with field messages. */
export function parseCreateFields(
  type: PaymentMethodType,
  input: Record<string, unknown>,
  now: Date,
): ParsedFields {
  return parseFields(type, input, {}, now, "create");
}

/**
 * Reads the changed fields of an update over the method's stored `details`: a field the form may not
 * change (a card's number) or another type's field is refused with 422.
 */
export function parseUpdateFields(
  type: PaymentMethodType,
  current: Record<string, FieldValue>,
  input: Record<string, unknown>,
  now: Date,
): ParsedFields {
  return parseFields(type, input, current, now, "update");
}

function parseFields(
  type: PaymentMethodType,
  input: Record<string, unknown>,
  current: Record<string, FieldValue>,
  now: Date,
  mode: "create" | "update",
): ParsedFields {
  const spec = METHOD_FIELDS[type];
  const errors: FieldErrors = {};
  const values: Record<string, FieldValue> = {};
  for (const key of Object.keys(input)) {
    const known = spec.fields.find((f) => f.name === key);
    if (!known) add(errors, key, "This field is not allowed.");
    else if (mode === "update" && !known.editable) add(errors, key, "This field cannot be changed.");
  }
  for (const f of spec.fields) {
    const raw = input[f.name];
    const absent = raw === undefined || raw === null || raw === "";
    if (absent) {
      if (mode === "create" && f.required) add(errors, f.name, `${f.label} is required.`);
      continue;
    }
    if (mode === "update" && !f.editable) continue;
    const read = f.schema.safeParse(raw);
    if (read.success) values[f.name] = read.data;
    else add(errors, f.name, read.error.issues[0]?.message ?? `Check the ${f.label.toLowerCase()}.`);
  }
  if (Object.keys(errors).length === 0 && spec.check) {
    Object.assign(errors, spec.check({ ...current, ...values }, now));
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const details: Record<string, FieldValue> = { ...current };
  for (const f of spec.fields) if (f.stored && f.name in values) details[f.name] = values[f.name]!;
  Object.assign(details, spec.derive?.(values) ?? {});
  const card =
    type === "card" && mode === "create"
      ? {
          number: values.card_number as string,
          cvc: values.cvc as string,
          expMonth: values.exp_month as number,
          expYear: values.exp_year as number,
        }
      : undefined;
  return card ? { details, card } : { details };
}
