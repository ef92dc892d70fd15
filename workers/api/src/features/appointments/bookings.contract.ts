import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { BOOKING_STATUSES, CANCELLERS } from "./states";

/*
 * The wire shapes of studio bookings (issue #36): what a booking asks for, and a booking as its client and
 * its studio read it. Money is whole US cents; instants are ISO 8601 UTC with the studio's zone beside.
 */

const Person = z.object({ id: z.string(), name: z.string() });

/**
 * What a booking asks for: the `data` of `make-service-payment` (request type `studio_booking`) and the
 * body of `POST /creator/appointments/book` (studios without a deposit).
 */
export const BookingData = z
  .object({
    studio_id: z.string().max(64, "Not an id."),
    /** A free slot's `start`: an ISO 8601 instant (UTC or with an offset). */
    start: z.iso.datetime({ offset: true, error: "The start is an ISO 8601 date and time." }),
    hours: z
      .number({ error: "Hours is a whole number." })
      .int("Hours is a whole number.")
      .min(1, "A session lasts 1 to 8 hours.")
      .max(8, "A session lasts 1 to 8 hours."),
    notes: z.string().trim().max(1000, "Notes are at most 1,000 characters.").nullable().optional(),
  })
  .strict();
export type BookingData = z.infer<typeof BookingData>;

export const Booking = z
  .object({
    id: z.string(),
    status: z.enum(BOOKING_STATUSES),
    /** The caller's side: the client who booked, or the studio's producer. */
    role: z.enum(["client", "studio"]),
    studio: z.object({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      /** Shown to the client once the booking is confirmed. */
      address: z.string().nullable(),
    }),
    client: Person,
    producer: Person,
    starts_at: z.string(),
    ends_at: z.string(),
    time_zone: z.string(),
    local_start: z.string(),
    local_end: z.string(),
    hours: z.number().int(),
    notes: z.string().nullable(),
    /** The whole session (rate × hours); the deposit paid up front, its fee; the rest is due at the studio. */
    price: z.number().int(),
    deposit: z.number().int(),
    fee: z.number().int(),
    balance_due: z.number().int(),
    order_id: z.string().nullable(),
    cancelled_by: z.enum(CANCELLERS).nullable(),
    confirmed_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    created_at: z.string(),
    can_confirm: z.boolean(),
    can_decline: z.boolean(),
    can_complete: z.boolean(),
    /** What cancelling now would do, stated before the caller confirms; null when they cannot cancel. */
    cancel: z
      .object({
        outcome: z.enum(["refund", "release"]),
        /** Cents back to the client's wallet (deposit and fee), 0 when the deposit goes to the producer. */
        refund: z.number().int(),
      })
      .nullable(),
  })
  .openapi("StudioBooking");
export type Booking = z.infer<typeof Booking>;

export const BookingPage = pageSchema(Booking).openapi("StudioBookingPage");
export const UpcomingBookings = z.array(Booking).openapi("UpcomingStudioBookings");

export const BookingQuery = pageQuerySchema.extend({
  status: z.enum(BOOKING_STATUSES, { error: "Not a booking state." }).optional(),
  /** Whose bookings: the caller's as a client (default), or those of the caller's studio. */
  role: z.enum(["client", "studio"], { error: "Role is client or studio." }).default("client"),
});
export type BookingQuery = z.infer<typeof BookingQuery>;
