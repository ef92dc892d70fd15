import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingDetail } from "../components/appointments/booking-detail";
import { appointmentsLinks } from "../components/appointments/links";
import { AppointmentsTabs } from "../components/appointments/tabs";
import { useBookingMoves } from "../components/appointments/use-booking-moves";
import { PageHead } from "../components/widgets/page-head";
import { LoadingRegion, PageError } from "../components/widgets/states";
import { appointmentsAction, loadBooking } from "../lib/appointments/bookings.server";
import { APPOINTMENT_PAGES } from "../lib/appointments/paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Studio Booking");
export const links = appointmentsLinks;

/** One booking (`apt_…`), for its client or its studio's producer (the api answers anyone else 404). */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadBooking(context, request, params.id ?? "");
}

/** Cancel, and the producer's confirm, decline and complete (lib/appointments/bookings.server). */
export function action({ request, context }: ActionFunctionArgs) {
  return appointmentsAction(context, request);
}

export default function BookingPage() {
  const { booking, booked } = useLoaderData<typeof loader>();
  const moves = useBookingMoves(booking.id);
  const client = booking.role === "client";
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead
        title="Studio booking"
        text={client ? "Your session and what happens to your deposit." : "A session booked at your studio."}
      />
      {/* The studio's producer opens this page from their own studio's pages, which lead back there. */}
      {client ? (
        <>
          <AppointmentsTabs current="booked" within />
          <p>
            <Link to={APPOINTMENT_PAGES.booked}>Back to my bookings</Link>
          </p>
        </>
      ) : null}
      {booked && client ? (
        <p className="card form-alert--success" role="status">
          {booking.status === "pending"
            ? "Booking requested. The studio has 48 hours to confirm it; you will be notified."
            : "Booking made."}
        </p>
      ) : null}
      <LoadingRegion>
        <BookingDetail booking={booking} viewer={booking.role} onMove={moves.onMove} busy={moves.busy} />
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
