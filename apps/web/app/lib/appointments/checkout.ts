// Booking a slot: the request the api checks (the `data` of `make-service-payment`, request type
// `studio_booking`, or the body of `POST /creator/appointments/book` for a studio without a deposit), the
// Payment modal's purchase, what a refusal means for the page, and the booking the payment made. Pure.
import type { BodyOf } from "../api/endpoints";
import type { ApiFailure } from "../api/envelope";
import type { PaymentPurchase } from "../wallet/payment";
import type { SessionQuote } from "./price";
import type { Booking, FreeSlot, PublicStudio } from "./types";

/** The api's request type for a studio deposit (workers/api/src/features/appointments/sellable.ts). */
export const STUDIO_BOOKING_REQUEST_TYPE = "studio_booking";
/** The api's longest notes. */
export const NOTES_MAX = 1000;

export type BookingRequest = Omit<BodyOf<"POST /creator/appointments/book">, "clientData">;

export function bookingRequest(studioId: string, slot: FreeSlot, notes: string): BookingRequest {
  const text = notes.trim();
  return { studio_id: studioId, start: slot.start, hours: slot.hours, notes: text ? text : null };
}

/** The Payment modal's props for a deposit: wallet only, as the api takes it. */
export function studioCheckout(
  studio: Pick<PublicStudio, "name">,
  request: BookingRequest,
  quote: SessionQuote,
): { purchase: PaymentPurchase; amount: number; description: string } {
  return {
    purchase: {
      kind: "service",
      requestType: STUDIO_BOOKING_REQUEST_TYPE,
      item: { ...request },
      walletOnly: true,
    },
    amount: quote.deposit,
    description: `Deposit for ${request.hours} hour${request.hours === 1 ? "" : "s"} at ${studio.name}, paid from your wallet balance and held until the session.`,
  };
}

export type BookingRefusal =
  /** 409: someone booked the time first (or the studio's terms changed): read the slots again. */
  | { kind: "taken"; text: string }
  /** 422: the api's word, by field (`start`, `hours`, `notes`, `studio_id`). */
  | { kind: "refused"; text: string; fields: Record<string, string> }
  /** Anything else (the balance, the network): the modal or the toast says it. */
  | null;

const TAKEN =
  "This time was just booked by someone else. Nothing was charged; the free times below are up to date.";

/** What a refused booking means for the studio page. Nothing was charged: the api's batch aborts whole. */
export function readBookingRefusal(
  failure: Pick<ApiFailure, "status" | "msg" | "fieldErrors">,
): BookingRefusal {
  if (failure.status === 409) {
    const msg = failure.msg ?? "";
    return { kind: "taken", text: /terms|changed/i.test(msg) ? `${msg} Nothing was charged.` : TAKEN };
  }
  if (failure.status === 422) {
    const fields = Object.fromEntries(
      Object.entries(failure.fieldErrors).flatMap(([k, v]) => (v?.[0] ? [[k, v[0]]] : [])),
    );
    const text = Object.values(fields)[0] ?? failure.msg ?? "This booking cannot be made.";
    return { kind: "refused", text, fields };
  }
  return null;
}

/** The booking a payment made: the client's booking at that studio and instant. */
export function bookingMade(
  bookings: readonly Booking[],
  request: Pick<BookingRequest, "studio_id" | "start">,
): Booking | undefined {
  const at = Date.parse(request.start);
  return bookings.find((b) => b.studio.id === request.studio_id && Date.parse(b.starts_at) === at);
}
