// Bookings as a list of cards (they reflow to one column at 360 px): the studio, when (both zones), the
// state and the deposit, each linking to its booking's page.
import { Link } from "@remix-run/react";
import { APPOINTMENT_PAGES } from "../../lib/appointments/paths";
import type { Booking } from "../../lib/appointments/types";
import { Money } from "../money/money";
import { BookingBadge } from "./booking-badge";
import { ZonedRange } from "./zoned-time";

export function BookingCard({ booking, headingLevel = 3 }: { booking: Booking; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `booking-${booking.id}-title`;
  return (
    <article className="card appt-card" aria-labelledby={titleId} data-booking={booking.id}>
      <div className="row appt-card__head">
        <Heading id={titleId} className="appt-card__title">
          <Link to={APPOINTMENT_PAGES.booking(booking.id)} prefetch="intent">
            {booking.studio.name}
          </Link>
        </Heading>
        <BookingBadge status={booking.status} />
      </div>
      <p className="appt-card__when">
        <ZonedRange start={booking.starts_at} end={booking.ends_at} studioZone={booking.time_zone} />
      </p>
      <p className="appt-card__money">
        {booking.studio.city} · {booking.hours} hour{booking.hours === 1 ? "" : "s"} · deposit{" "}
        <Money cents={booking.deposit} />
      </p>
    </article>
  );
}

export function BookingsList({
  bookings,
  label,
  headingLevel = 3,
}: {
  bookings: readonly Booking[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="list-plain appt-cards" aria-label={label}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
