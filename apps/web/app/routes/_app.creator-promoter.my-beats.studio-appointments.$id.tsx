import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { StudioBookingDetail } from "../components/appointments/studio/booking-detail";
import { studioAppointmentLinks } from "../components/appointments/studio/links";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import { STATUS_TEXT } from "../lib/appointments/studio-messages";
import type { StudioBookingData } from "../lib/appointments/studio-page-data";
import { loadStudioBooking, studioBookingAction } from "../lib/appointments/studio-pages.server";
import { STUDIO_APPOINTMENT_PAGES } from "../lib/appointments/studio-paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const booking = (data as StudioBookingData | undefined)?.booking;
  return pageTitle(booking ? `Booking by ${booking.client.name}` : "Studio booking");
};
export const links = studioAppointmentLinks;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadStudioBooking(context, request, params.id ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return studioBookingAction(context, request, params.id ?? "");
}

export default function StudioBookingPage() {
  const { booking } = useLoaderData<typeof loader>() as StudioBookingData;
  return (
    <div className="stack stack--wide studio-page">
      <p>
        <Link to={STUDIO_APPOINTMENT_PAGES.home}>‹ Studio</Link>
      </p>
      <PageHead
        title={`Booking by ${booking.client.name}`}
        text={`${STATUS_TEXT[booking.status]} · ${booking.hours} h at ${booking.studio.name}`}
      />
      <StudioBookingDetail booking={booking} action={STUDIO_APPOINTMENT_PAGES.booking(booking.id)} />
    </div>
  );
}

export const ErrorBoundary = PageError;
