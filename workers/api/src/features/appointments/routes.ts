import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth, requireVerifiedEmail } from "../../kit/auth";
import { IdempotencyHeaders } from "../../kit/idempotency/contract";
import { idempotencyCommit, idempotent } from "../../kit/idempotency/middleware";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { notifyDeps } from "../notifications";
import { assertProducer } from "./access";
import { bookWithoutDeposit } from "./booking.service";
import { Booking, BookingData, BookingPage, BookingQuery, UpcomingBookings } from "./bookings.contract";
import { bookingIcs, getBooking, listBookings, upcomingBookings } from "./bookings.reads";
import { cancelBooking, completeBooking, confirmBooking, declineBooking } from "./moves.service";

const tags = ["Creator: appointments"];

const read = (path: string, summary: string) =>
  ({ method: "get", path, tags, summary, security: bearer }) as const;

/** A call that moves money: a verified e-mail and an `Idempotency-Key` (its commit joins the batch). */
const paying = (path: string, summary: string) => ({
  method: "post" as const,
  path,
  tags,
  summary,
  security: bearer,
  middleware: [requireVerifiedEmail, idempotent],
});

const me = (c: Context<AppEnv>) => currentAuth(c).user.id;

async function producer(c: Context<AppEnv>): Promise<string> {
  await assertProducer(c.var.db, me(c));
  return me(c);
}

/** The answer to every move: the booking as its mover now reads it. */
const answer = async (c: Context<AppEnv>, id: string, msg: string) =>
  c.json({ data: await getBooking(c.var.db, me(c), id), msg }, 200);
const moved = { 200: jsonResponse(Booking, "The booking"), ...errorResponses(401, 403, 404, 409, 422) };

/**
 * `/creator/appointments` (spec §7 `appointments`, `appointments/upcoming`; issue #36): bookings as their
 * client and their studio read and move them. A deposit is paid with `make-service-payment`
 * (`studio_booking`); its refund or release happens once, in the batch of the move that decides it.
 */
export const appointmentRoutes: ReturnType<typeof createRouter> = createRouter()
  .openapi(
    defineRoute({
      ...read("/", "Your bookings as a client (`?role=studio`: your studio's), latest session first"),
      request: { query: BookingQuery },
      responses: { 200: jsonResponse(BookingPage, "A page of bookings"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await listBookings(c.var.db, me(c), c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...read("/upcoming", "Your next sessions, pending or confirmed, as a client and as a studio"),
      responses: { 200: jsonResponse(UpcomingBookings, "The next sessions"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await upcomingBookings(c.var.db, me(c)) }, 200),
  )
  .openapi(
    defineRoute({
      ...paying("/book", "Book a studio that takes no deposit (others: pay the deposit to book)"),
      request: { headers: IdempotencyHeaders, body: jsonBody(BookingData) },
      responses: { 201: jsonResponse(Booking, "The booking"), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    async (c) => {
      const id = await bookWithoutDeposit(notifyDeps(c), me(c), c.req.valid("json"), [idempotencyCommit(c)]);
      return c.json(
        { data: await getBooking(c.var.db, me(c), id), msg: "Booking requested successfully" },
        201,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/confirm/{id}",
      tags,
      summary: "Accept a pending booking of your studio",
      security: bearer,
      request: { params: idParam },
      responses: moved,
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      await confirmBooking(notifyDeps(c), await producer(c), id);
      return answer(c, id, "Booking confirmed successfully");
    },
  )
  .openapi(
    defineRoute({
      ...paying("/decline/{id}", "Decline a pending booking of your studio: the client is refunded in full"),
      request: { headers: IdempotencyHeaders, params: idParam },
      responses: moved,
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      await declineBooking(notifyDeps(c), await producer(c), id, Date.now(), [idempotencyCommit(c)]);
      return answer(c, id, "Booking declined successfully");
    },
  )
  .openapi(
    defineRoute({
      ...paying(
        "/cancel/{id}",
        "Cancel a booking: refunded, unless the client cancels a confirmed session under 24 h ahead",
      ),
      request: { headers: IdempotencyHeaders, params: idParam },
      responses: moved,
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      await cancelBooking(notifyDeps(c), me(c), id, Date.now(), [idempotencyCommit(c)]);
      return answer(c, id, "Booking cancelled successfully");
    },
  )
  .openapi(
    defineRoute({
      ...paying("/complete/{id}", "Mark a session of your studio done (after its end): the deposit is yours"),
      request: { headers: IdempotencyHeaders, params: idParam },
      responses: moved,
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      await completeBooking(notifyDeps(c), await producer(c), id, Date.now(), [idempotencyCommit(c)]);
      return answer(c, id, "Booking completed successfully");
    },
  )
  .openapi(
    defineRoute({
      ...read("/ics/{id}", "A confirmed booking as an iCalendar file, in the studio's time zone"),
      request: { params: idParam },
      responses: {
        200: { description: "The calendar file", content: { "text/calendar": { schema: z.string() } } },
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const text = await bookingIcs(c.var.db, me(c), id);
      return new Response(text, {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="ngoma-session-${id}.ics"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  )
  .openapi(
    defineRoute({
      ...read("/{id}", "One booking, for its client or its studio's producer (404 for anyone else)"),
      request: { params: idParam },
      responses: { 200: jsonResponse(Booking, "The booking"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json({ data: await getBooking(c.var.db, me(c), c.req.valid("param").id) }, 200),
  );
