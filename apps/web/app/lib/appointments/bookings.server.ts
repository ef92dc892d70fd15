// The appointments pages' loaders and their one action. The studio list under the URL's filters; a
// studio's page with the viewer's week of free slots (lib/appointments/week); the client's bookings by
// state with the upcoming ones; one booking. The action books a studio without a deposit (a deposit goes
// through the Payment modal) and moves a booking (cancel, and the producer's confirm, decline, complete):
// the calls that move money carry the form's Idempotency-Key, and the api's own sentence is the toast.
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { firstFieldError } from "../api/envelope";
import { actionError, failureResponse, invalidForm } from "../api/failure";
import { parseForm } from "../form-parse";
import { readForm } from "../read-form.server";
import { apiGet, apiGetOptional, apiGetResult, apiPost } from "../signed-in-calls.server";
import { idempotencyHeader } from "../wallet/idempotency";
import { walletAction } from "../wallet/wallet.server";
import { type BookedFilters, bookedApiQuery, readBookedFilters } from "./booked-query";
import { bookingForm } from "./booking-form";
import { readStudioFilters, type StudioFilters, studioApiQuery } from "./list-filters";
import { type BookingMove, isBookingMove } from "./moves";
import { APPOINTMENT_PAGES } from "./paths";
import type { Booking, BookingPage, PublicStudio, StudioPage, StudioSlots } from "./types";
import { readHours, readWeek, slotsRange } from "./week";

export interface StudiosData {
  filters: StudioFilters;
  /** Null when the api refused the filters (`refused` says why, in place of the list). */
  page: StudioPage | null;
  refused: string | null;
}

export async function loadStudios(context: AppLoadContext, request: Request): Promise<StudiosData> {
  const filters = readStudioFilters(new URL(request.url).searchParams);
  const result = await apiGetResult(context, request, "GET /creator/studio/list", {
    query: studioApiQuery(filters),
  });
  if (!result.ok && result.status !== 422) throw failureResponse(result);
  return {
    filters,
    page: result.ok ? result.data : null,
    refused: result.ok
      ? null
      : (firstFieldError(result.fieldErrors) ?? result.msg ?? "These filters cannot be used."),
  };
}

export interface StudioPageData {
  studio: PublicStudio;
  /** The Monday of the week shown, and today (UTC) for the week navigation's bounds. */
  week: string;
  today: string;
  /** The session length the slots are for (null: the studio offers none). */
  hours: number | null;
  /** Null when the studio takes no bookings now, or the api refused the range (`slotsRefused`). */
  slots: StudioSlots | null;
  slotsRefused: string | null;
}

/** A studio's page: its public profile, then its free slots for the URL's week and length. */
export async function loadStudioPage(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<StudioPageData> {
  const search = new URL(request.url).searchParams;
  const studio = await apiGet(context, request, "GET /creator/studio/{id}", { params: { id } });
  const today = new Date().toISOString().slice(0, 10);
  const week = readWeek(search, today);
  const hours = readHours(search, studio.lengths);
  const base = { studio, week, today, hours };
  if (!studio.taking_bookings || hours === null) return { ...base, slots: null, slotsRefused: null };
  const result = await apiGetResult(context, request, "GET /creator/studio/slots/{id}", {
    params: { id },
    query: { ...slotsRange(week), hours: String(hours) },
  });
  if (!result.ok && result.status !== 422) throw failureResponse(result);
  return {
    ...base,
    slots: result.ok ? result.data : null,
    slotsRefused: result.ok ? null : (firstFieldError(result.fieldErrors) ?? result.msg ?? null),
  };
}

export interface BookedData {
  filters: BookedFilters;
  page: BookingPage;
  /** The next sessions as a client (null when they could not be read: the list still shows). */
  upcoming: Booking[] | null;
}

export async function loadBooked(context: AppLoadContext, request: Request): Promise<BookedData> {
  const filters = readBookedFilters(new URL(request.url).searchParams);
  const [page, upcoming] = await Promise.all([
    apiGet(context, request, "GET /creator/appointments", { query: bookedApiQuery(filters) }),
    apiGetOptional(context, request, "GET /creator/appointments/upcoming"),
  ]);
  // The upcoming call answers both sides; this page is the client's.
  return { filters, page, upcoming: upcoming ? upcoming.filter((b) => b.role === "client") : null };
}

export async function loadBooking(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<{ booking: Booking; booked: boolean }> {
  const booking = await apiGet(context, request, "GET /creator/appointments/{id}", { params: { id } });
  return { booking, booked: new URL(request.url).searchParams.get("booked") === "1" };
}

const MOVES: Record<
  BookingMove,
  { endpoint: `POST /creator/appointments/${BookingMove}/{id}`; done: string; money: boolean }
> = {
  cancel: {
    endpoint: "POST /creator/appointments/cancel/{id}",
    done: "Booking cancelled successfully",
    money: true,
  },
  decline: {
    endpoint: "POST /creator/appointments/decline/{id}",
    done: "Booking declined successfully",
    money: true,
  },
  complete: {
    endpoint: "POST /creator/appointments/complete/{id}",
    done: "Booking completed successfully",
    money: true,
  },
  confirm: {
    endpoint: "POST /creator/appointments/confirm/{id}",
    done: "Booking confirmed successfully",
    money: false,
  },
} as const;

/**
 * The appointments' action, posted with `intent`: `book` (a studio without a deposit: the booking form's
 * fields and the Idempotency-Key; success goes to the new booking's page) or a move of booking `id`.
 */
export async function appointmentsAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "book") {
    const parsed = parseForm(bookingForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    const headers = idempotencyHeader(form);
    if (!headers) return invalidForm({ _: ["Please try again."] }, intent);
    const result = await apiPost(context, request, "POST /creator/appointments/book", {
      body: parsed.data,
      headers,
    });
    if (!result.ok) return actionError(result, intent);
    return redirect(`${APPOINTMENT_PAGES.booking(result.data.id)}?booked=1`);
  }
  const id = String(form.get("id") ?? "");
  if (!id) throw new Response("Missing id", { status: 400 });
  if (!isBookingMove(intent)) throw new Response("Unknown action", { status: 400 });
  const move = MOVES[intent];
  return walletAction(
    context,
    request,
    move.endpoint,
    { params: { id } },
    { intent, form, money: move.money, done: move.done },
  );
}
