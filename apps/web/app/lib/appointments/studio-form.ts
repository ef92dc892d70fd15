// The studio form (settings, weekly hours and date overrides, saved in one `POST /creator/studio/save`),
// one zod schema read by the page (checked before it is posted) and by the action (what the api
// receives). The hourly rate is typed in the producer's own currency and leaves as whole US cents, as the
// songs editor's prices do (lib/money/local-amount). The inputs are named by the api's own field paths
// (`weekly.3.start`, `overrides.0.ranges.1.end`), so the api's 422 messages land beside the same inputs.
import { z } from "zod";
import type { FieldErrors } from "../api/contract";
import { formatMoney, type MoneySettings } from "../money/format-money";
import { parseLocalAmount } from "../money/local-amount";
import { DAY_RANGES_MAX, endFromInput, OVERRIDES_MAX, rangeProblems, WEEKLY_MAX } from "./studio-schedule";
import { isKnownZone } from "./studio-time";
import type { SaveStudioBody } from "./studio-types";

/** The api's bounds (features/appointments/contract; a test checks them against its schema). */
export const RATE_MIN_CENTS = 100;
export const RATE_MAX_CENTS = 100_000_000;
export const SESSION_LENGTHS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The hidden field beside the rate holding the US cents it started with (see parseLocalAmount). */
export const RATE_SHOWN_FIELD = "hourly_rate_shown";
/** A session length's checkbox. */
export const lengthField = (hours: number) => `length_${hours}`;

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max} characters.`);

/** A whole number typed in a field, with the api's words for its bounds. */
const whole = (what: string, min: number, max: number, unit = "") =>
  z
    .string({ error: `${what} is a whole number.` })
    .trim()
    .regex(/^\d+$/, `${what} is a whole number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${what} is ${min}${unit} to ${max}${unit}.`)
        .max(max, `${what} is ${min}${unit} to ${max}${unit}.`),
    );

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

type Money = Pick<MoneySettings, "currency" | "minorUnits" | "rates" | "locale" | "updatedAt">;

/** The hourly rate typed in the producer's currency → whole US cents, within the api's bounds. */
function localRate(money: Money) {
  const bounds = `The hourly rate is ${formatMoney(RATE_MIN_CENTS, money)} to ${formatMoney(RATE_MAX_CENTS, money)}.`;
  return z
    .object({ text: z.string().optional(), shown: z.string().optional() })
    .transform(({ text: typed = "", shown }, ctx) => {
      const start = shown && /^\d+$/.test(shown) ? Number(shown) : undefined;
      const cents = typed.trim() ? parseLocalAmount(typed.trim(), money, start) : null;
      if (cents === null) {
        ctx.addIssue({
          code: "custom",
          message: typed.trim()
            ? `The hourly rate must be an amount in ${money.currency}, e.g. ${formatMoney(2500, money)}.`
            : "Enter the hourly rate.",
        });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(z.number().int().min(RATE_MIN_CENTS, bounds).max(RATE_MAX_CENTS, bounds));
}

/** The posted fields `prefix.<i>.<rest>` as rows in index order, each `{ rest: value }`. */
function rows(fields: Record<string, unknown>, prefix: string): Record<string, unknown>[] {
  const found = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(fields)) {
    const match = new RegExp(`^${prefix}\\.(\\d+)\\.(.+)$`).exec(key);
    if (!match) continue;
    const at = Number(match[1]);
    found.set(at, { ...found.get(at), [match[2] as string]: value });
  }
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const range = (row: Record<string, unknown>) => ({ start: str(row.start), end: endFromInput(str(row.end)) });

/** The posted fields regrouped as the api's body shapes (the rate with its shown cents). */
function gather(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const fields = input as Record<string, unknown>;
  return {
    ...fields,
    hourly_rate: { text: str(fields.hourly_rate), shown: str(fields[RATE_SHOWN_FIELD]) },
    lengths: SESSION_LENGTHS.filter((hours) => str(fields[lengthField(hours)]) !== ""),
    weekly: rows(fields, "weekly").map((row) => ({ weekday: Number(str(row.weekday)), ...range(row) })),
    overrides: rows(fields, "overrides").map((row) => ({
      date: str(row.date),
      ranges: str(row.closed) === "1" ? [] : rows(row, "ranges").map(range),
    })),
  };
}

const ClockRange = z.object({ start: z.string(), end: z.string() });

/**
 * The form's schema for a producer who shows amounts in `money`'s currency.
 *
 * @example parseForm(studioForm(money), form) // { ok: true, data: SaveStudioBody }
 */
export function studioForm(money: Money) {
  return z
    .preprocess(
      gather,
      z.object({
        name: text("The studio's name", 80),
        city: text("The city", 60),
        address: text("The address", 200),
        time_zone: z
          .string({ error: "Name the studio's time zone." })
          .trim()
          .min(1, "Name the studio's time zone.")
          .refine(isKnownZone, "Not a time zone: choose one from the list."),
        hourly_rate: localRate(money),
        deposit_percent: whole("The deposit", 0, 100, " %"),
        lengths: z.array(z.number()).min(1, "Offer at least one session length."),
        buffer_minutes: whole("The buffer", 0, 120, " minutes"),
        min_notice_hours: whole("The minimum notice", 0, 720, " hours"),
        horizon_days: whole("The booking horizon", 1, 365, " days"),
        status: z.enum(["0", "1"], { error: "Choose whether the studio takes bookings." }).transform(Number),
        weekly: z
          .array(ClockRange.extend({ weekday: z.number().int().min(0).max(6) }))
          .max(WEEKLY_MAX, `At most ${WEEKLY_MAX} weekly ranges.`),
        overrides: z
          .array(
            z.object({
              date: z.string().refine(isIsoDate, "A date is YYYY-MM-DD."),
              ranges: z.array(ClockRange).max(DAY_RANGES_MAX, `A day has at most ${DAY_RANGES_MAX} ranges.`),
            }),
          )
          .max(OVERRIDES_MAX, `At most ${OVERRIDES_MAX} date overrides.`),
      }),
    )
    .superRefine((body, ctx) => {
      // The api's checks, on the same paths: each day's ranges, one override per date.
      for (let day = 0; day < 7; day++) {
        const indexes = body.weekly.flatMap((r, i) => (r.weekday === day ? [i] : []));
        const problems = rangeProblems(indexes.map((i) => body.weekly[i] as z.infer<typeof ClockRange>));
        for (const [key, message] of Object.entries(problems)) {
          const [at, field] = key.split(".") as [string, string];
          ctx.addIssue({ code: "custom", path: ["weekly", indexes[Number(at)] ?? 0, field], message });
        }
      }
      const seen = new Set<string>();
      body.overrides.forEach((o, i) => {
        if (seen.has(o.date))
          ctx.addIssue({ code: "custom", path: ["overrides", i, "date"], message: "One override per date." });
        seen.add(o.date);
        for (const [key, message] of Object.entries(rangeProblems(o.ranges))) {
          const [at, field] = key.split(".") as [string, string];
          ctx.addIssue({ code: "custom", path: ["overrides", i, "ranges", Number(at), field], message });
        }
      });
    })
    .transform(
      (data): SaveStudioBody => ({
        name: data.name,
        city: data.city,
        address: data.address,
        time_zone: data.time_zone,
        hourly_rate: data.hourly_rate,
        deposit_percent: data.deposit_percent,
        lengths: data.lengths,
        buffer_minutes: data.buffer_minutes,
        min_notice_hours: data.min_notice_hours,
        horizon_days: data.horizon_days,
        status: data.status === 1 ? 1 : 0,
        weekly: data.weekly,
        overrides: data.overrides,
      }),
    );
}

/** The api's 422 keys on the form's inputs: a length's own message belongs to the lengths' group. */
export function studioErrorsFromApi(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.replace(/^lengths\.\d+$/, "lengths");
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}
