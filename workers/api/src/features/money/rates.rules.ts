import { type RateTable, validateRates } from "@ngoma/currency";
import type { FieldErrors } from "../../kit/errors";

/** An admin's rate update, checked: the validated table, or the field-keyed reasons it was refused. */
export type RateUpdateCheck = { ok: true; rates: RateTable } | { ok: false; errors: FieldErrors };

/** Per-code messages keyed `rates.<CODE>`, from the currency package's own rules. */
function rateFieldErrors(rates: Record<string, number>): FieldErrors | null {
  if (Object.keys(rates).length === 0) return { rates: ["Send at least one rate."] };
  const fields: FieldErrors = {};
  for (const [code, rate] of Object.entries(rates)) {
    const result = validateRates({ [code]: rate });
    if (!result.ok) fields[`rates.${code}`] = result.errors.map((e) => e.replace(/^[^:]*:\s*/, ""));
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * Checks a (partial) rate table sent by an admin: at least one rate, each code's rate valid on its own
 * (errors keyed `rates.<CODE>`), then the table as a whole (errors on `rates`).
 *
 * @example checkRateUpdate({}) // { ok: false, errors: { rates: ["Send at least one rate."] } }
 */
export function checkRateUpdate(rates: Record<string, number>): RateUpdateCheck {
  const problems = rateFieldErrors(rates);
  if (problems) return { ok: false, errors: problems };
  const checked = validateRates(rates);
  if (!checked.ok) return { ok: false, errors: { rates: checked.errors } };
  return { ok: true, rates: checked.rates };
}
