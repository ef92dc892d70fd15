import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { rangeProblems } from "./rules";
import { addDays, isIsoDate, isTimeZone } from "./zone-time.rules";

/*
 * The wire shapes of studios (issue #36): the producer's studio and schedule, the studios creators find
 * and their free slots (bookings: bookings.contract.ts). Money is whole US cents; instants are ISO 8601 UTC,
 * always with the studio's IANA zone beside them; schedule times are the studio's wall clock, `HH:MM`.
 */

/** The most days one slots call covers. */
export const SLOT_DAYS_MAX = 31;

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max} characters.`);

const whole = (what: string, min: number, max: number, unit = "") =>
  z
    .number({ error: `${what} is a whole number.` })
    .int(`${what} is a whole number.`)
    .min(min, `${what} is ${min}${unit} to ${max}${unit}.`)
    .max(max, `${what} is ${min}${unit} to ${max}${unit}.`);

const Clock = z.string({ error: "A time is HH:MM." }).max(5, "A time is HH:MM.");

export const ClockRange = z.object({ start: Clock, end: Clock }).strict();

export const WeeklyRange = z
  .object({ weekday: whole("The weekday", 0, 6, " (0 Sunday)"), start: Clock, end: Clock })
  .strict();

export const DateOverride = z
  .object({
    date: z.string().refine(isIsoDate, "A date is YYYY-MM-DD."),
    /** Empty: closed all day. */
    ranges: z.array(ClockRange).max(12, "A day has at most 12 ranges."),
  })
  .strict();

/** `POST /creator/studio/save`: the whole profile and schedule (overrides replace the stored ones). */
export const SaveStudioBody = z
  .object({
    name: text("The studio's name", 80),
    city: text("The city", 60),
    address: text("The address", 200),
    time_zone: z
      .string({ error: "Name the studio's time zone." })
      .max(64, "Not a time zone.")
      .refine(isTimeZone, "Not a time zone this server knows: use an IANA name such as Africa/Kampala."),
    hourly_rate: whole("The hourly rate", 100, 100_000_000, " cents"),
    deposit_percent: whole("The deposit", 0, 100, " %"),
    lengths: z
      .array(whole("A session length", 1, 8, " hours"), { error: "List the session lengths offered." })
      .min(1, "Offer at least one session length.")
      .max(8, "Offer at most 8 session lengths.")
      .refine((list) => new Set(list).size === list.length, "List each length once."),
    buffer_minutes: whole("The buffer", 0, 120, " minutes").default(0),
    min_notice_hours: whole("The minimum notice", 0, 720, " hours").default(0),
    horizon_days: whole("The booking horizon", 1, 365, " days").default(60),
    /** 1 taking bookings, 0 paused (hidden from the list, no new bookings). */
    status: z.union([z.literal(0), z.literal(1)], { error: "Status is 0 or 1." }).default(1),
    weekly: z.array(WeeklyRange).max(70, "At most 70 weekly ranges."),
    overrides: z.array(DateOverride).max(366, "At most 366 date overrides.").default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (let day = 0; day < 7; day++) {
      const indexes = body.weekly.flatMap((r, i) => (r.weekday === day ? [i] : []));
      const problems = rangeProblems(indexes.map((i) => body.weekly[i] as z.infer<typeof WeeklyRange>));
      for (const [key, messages] of Object.entries(problems ?? {})) {
        const [at, field] = key.split(".") as [string, string];
        ctx.addIssue({
          code: "custom",
          path: ["weekly", indexes[Number(at)] ?? 0, field],
          message: messages[0],
        });
      }
    }
    const seen = new Set<string>();
    body.overrides.forEach((o, i) => {
      if (seen.has(o.date))
        ctx.addIssue({ code: "custom", path: ["overrides", i, "date"], message: "One override per date." });
      seen.add(o.date);
      for (const [key, messages] of Object.entries(rangeProblems(o.ranges) ?? {})) {
        const [at, field] = key.split(".") as [string, string];
        ctx.addIssue({
          code: "custom",
          path: ["overrides", i, "ranges", Number(at), field],
          message: messages[0],
        });
      }
    });
  });
export type SaveStudioBody = z.infer<typeof SaveStudioBody>;

const Person = z.object({ id: z.string(), name: z.string() });

const studioTerms = {
  id: z.string(),
  name: z.string(),
  city: z.string(),
  time_zone: z.string(),
  hourly_rate: z.number().int(),
  deposit_percent: z.number().int(),
  lengths: z.array(z.number().int()),
};

/** The producer's own studio, everything they saved. */
export const StudioSettings = z
  .object({
    ...studioTerms,
    address: z.string(),
    buffer_minutes: z.number().int(),
    min_notice_hours: z.number().int(),
    horizon_days: z.number().int(),
    status: z.union([z.literal(0), z.literal(1)]),
    weekly: z.array(WeeklyRange),
    overrides: z.array(DateOverride),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("StudioSettings");
export type StudioSettings = z.infer<typeof StudioSettings>;

/** `GET /creator/studio`: the caller's studio, null before they first save one. */
export const MyStudio = StudioSettings.nullable();

/** A studio in the list, with its next free time (the shortest session, within 14 days; null: none). */
export const StudioSummary = z
  .object({
    ...studioTerms,
    producer: Person,
    next_free: z
      .object({
        /** UTC instant. */
        start: z.string(),
        /** The studio's wall clock, `YYYY-MM-DDTHH:MM`. */
        local_start: z.string(),
        hours: z.number().int(),
      })
      .nullable(),
  })
  .openapi("StudioSummary");
export type StudioSummary = z.infer<typeof StudioSummary>;
export const StudioPage = pageSchema(StudioSummary).openapi("StudioPage");

/** A studio as a creator sees it: the address only once they hold a confirmed booking there. */
export const PublicStudio = z
  .object({
    ...studioTerms,
    producer: Person,
    address: z.string().nullable(),
    buffer_minutes: z.number().int(),
    min_notice_hours: z.number().int(),
    horizon_days: z.number().int(),
    weekly: z.array(WeeklyRange),
    taking_bookings: z.boolean(),
    is_mine: z.boolean(),
  })
  .openapi("PublicStudio");
export type PublicStudio = z.infer<typeof PublicStudio>;

export const StudioListQuery = pageQuerySchema.extend({
  city: z.string().trim().max(60, "The city is at most 60 characters.").optional(),
  max_rate: z.coerce
    .number({ error: "The highest rate is a whole number of cents." })
    .int("The highest rate is a whole number of cents.")
    .min(0, "The highest rate cannot be negative.")
    .optional(),
});
export type StudioListQuery = z.infer<typeof StudioListQuery>;

const IsoDate = z.string({ error: "A date is YYYY-MM-DD." }).refine(isIsoDate, "A date is YYYY-MM-DD.");

/** `?from=&to=` (the studio's calendar days, inclusive, at most 31) and optionally one length. */
export const SlotsQuery = z
  .object({
    from: IsoDate,
    to: IsoDate,
    hours: z.coerce.number({ error: "Hours is a whole number." }).int("Hours is a whole number.").optional(),
  })
  .superRefine((q, ctx) => {
    if (!isIsoDate(q.from) || !isIsoDate(q.to)) return;
    if (q.to < q.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The range ends on or after it starts." });
    else if (addDays(q.from, SLOT_DAYS_MAX - 1) < q.to) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Ask for at most ${SLOT_DAYS_MAX} days at a time.`,
      });
    }
  });
export type SlotsQuery = z.infer<typeof SlotsQuery>;

export const FreeSlot = z.object({
  /** UTC instants. */
  start: z.string(),
  end: z.string(),
  hours: z.number().int(),
  /** The studio's wall clock, `YYYY-MM-DDTHH:MM`. */
  local_start: z.string(),
  local_end: z.string(),
});

export const StudioSlots = z
  .object({
    studio_id: z.string(),
    time_zone: z.string(),
    from: z.string(),
    to: z.string(),
    lengths: z.array(z.number().int()),
    slots: z.array(FreeSlot),
  })
  .openapi("StudioSlots");
export type StudioSlots = z.infer<typeof StudioSlots>;
