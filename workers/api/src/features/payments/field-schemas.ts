import { z } from "@hono/zod-openapi";
import { luhnValid, normaliseUgandaPhone } from "./card-rules";

/*
 * The zod readers of the payment method fields (method-fields.ts): each checks one value and normalises
 * it (digits without spaces, E.164, upper-case SWIFT), with the message the form shows under the field.
 */

/** Numbers from a JSON body are read as their digits, so `"08"` and `8` are the same month. */
export const text = (message: string) =>
  z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string({ error: message }).trim());

export const required = (message: string, max = 80) =>
  text(message).pipe(z.string().min(1, message).max(max, `At most ${max} characters.`));

export const cardNumber = text("Enter the card number.")
  .transform((v) => v.replace(/ /g, ""))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, "A card number has 12 to 19 digits.")
      .refine(luhnValid, "This card number is not valid. Check it and try again."),
  );

export const expMonth = text("Enter the expiry month.")
  .pipe(z.string().regex(/^(0?[1-9]|1[0-2])$/, "The expiry month is 1 to 12."))
  .transform(Number);

export const expYear = text("Enter the expiry year.")
  .pipe(z.string().regex(/^(\d{2}|20\d{2})$/, "Enter the expiry year as on the card (e.g. 28 or 2028)."))
  .transform((v) => (v.length === 2 ? 2000 + Number(v) : Number(v)));

export const cvc = text("Enter the security code.").pipe(
  z.string().regex(/^\d{3,4}$/, "The security code is the 3 or 4 digits on the card."),
);

export const phone = text("Enter a mobile money number.").transform((v, ctx) => {
  const read = normaliseUgandaPhone(v);
  if (read.ok) return read.e164;
  ctx.addIssue({
    code: "custom",
    message:
      read.reason === "format"
        ? "Enter a Uganda mobile number, e.g. 0772 123 456 or +256 772 123 456."
        : "Use an MTN (076, 077, 078) or Airtel (070, 074, 075) mobile money number.",
  });
  return z.NEVER;
});

export const accountNumber = text("Enter the account number.")
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6,20}$/, "An account number has 6 to 20 digits."));

export const swift = text("Enter a SWIFT/BIC code.")
  .transform((v) => v.toUpperCase().replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, "A SWIFT/BIC code has 8 or 11 letters and digits."),
  );

export const optional = (max: number, message: string) => text(message).pipe(z.string().max(max, message));

export const email = text("Enter your PayPal e-mail address.")
  .transform((v) => v.toLowerCase())
  .pipe(z.email("Enter the e-mail address of your PayPal account.").max(254));
