import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingsList } from "../components/appointments/bookings-list";
import { appointmentsLinks } from "../components/appointments/links";
import { AppointmentsTabs } from "../components/appointments/tabs";
import { PageHead } from "../components/widgets/page-head";
import { PageLink } from "../components/widgets/page-link";
import { PaginationBar } from "../components/widgets/pagination-bar";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { BOOKING_TABS, bookedSearch } from "../lib/appointments/booked-query";
import { type BookedData, loadBooked } from "../lib/appointments/bookings.server";
import { APPOINTMENT_PAGES } from "../lib/appointments/paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("My Bookings");
export const links = appointmentsLinks;

/** Spec §7 `appointments`: the client's bookings by state, and their next sessions above. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadBooked(context, request);
}

export default function BookedPage() {
  const { filters, page, upcoming } = useLoaderData<typeof loader>() as BookedData;
  const tab = BOOKING_TABS.find((t) => t.status === filters.status) ?? BOOKING_TABS[0];
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead title="My bookings" text="The studio sessions you booked, with their state and deposit." />
      <AppointmentsTabs current="booked" />
      <section className="stack" aria-labelledby="appt-upcoming-title">
        <h2 id="appt-upcoming-title">Upcoming</h2>
        {upcoming === null ? (
          <p className="form-alert" role="alert">
            Your upcoming sessions could not be read. The list below is complete.
          </p>
        ) : upcoming.length > 0 ? (
          <BookingsList bookings={upcoming} label="Upcoming sessions" />
        ) : (
          <p className="ngw-muted">
            No upcoming sessions. <Link to={APPOINTMENT_PAGES.list}>Find a studio</Link>.
          </p>
        )}
      </section>
      <section className="stack" aria-labelledby="appt-all-title">
        <h2 id="appt-all-title">All bookings</h2>
        <nav className="tabs" aria-label="Booking states">
          {BOOKING_TABS.map((t) => (
            <Link
              key={t.label}
              to={bookedSearch(t.status)}
              aria-current={t === tab ? "page" : undefined}
              preventScrollReset
            >
              {t.label}
            </Link>
          ))}
        </nav>
        <LoadingRegion>
          {page.data.length > 0 ? (
            <div className="stack">
              <BookingsList bookings={page.data} label={`Bookings: ${tab?.label ?? "All"}`} />
              <PaginationBar
                meta={page}
                label="Booking pages"
                getPageHref={(p) => bookedSearch(filters.status, p)}
                LinkComponent={PageLink}
              />
            </div>
          ) : filters.status ? (
            <EmptyState title="No bookings in this state">
              <p>
                <Link to={bookedSearch(null)}>See all your bookings</Link>.
              </p>
            </EmptyState>
          ) : (
            <EmptyState title="You have not booked a studio yet">
              <p>
                <Link to={APPOINTMENT_PAGES.list}>Find a studio</Link> and book a free time.
              </p>
            </EmptyState>
          )}
        </LoadingRegion>
      </section>
    </div>
  );
}

export const ErrorBoundary = PageError;
