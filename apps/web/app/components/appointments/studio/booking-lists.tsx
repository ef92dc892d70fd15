// The requests tab's lists: the pending requests to answer (soonest session first) and the ended
// sessions to mark completed. Each row says who, when (in the studio's zone and the viewer's), how long,
// the deposit held and the client's notes, with its moves and a link to the booking's page.
import { Link } from "@remix-run/react";
import { STUDIO_APPOINTMENT_PAGES } from "../../../lib/appointments/studio-paths";
import type { StudioBooking } from "../../../lib/appointments/studio-types";
import { Money } from "../../money/money";
import { BookingMoves } from "./booking-moves";
import { SessionTime, useViewerZone } from "./zone-time";

function BookingRow({
  booking,
  action,
  viewerZone,
}: {
  booking: StudioBooking;
  action: string;
  viewerZone: string | null;
}) {
  return (
    <li className="card appt-row" data-booking-id={booking.id}>
      <div className="appt-row__what">
        <h3 className="appt-row__who">{booking.client.name}</h3>
        <SessionTime
          start={booking.starts_at}
          end={booking.ends_at}
          zone={booking.time_zone}
          viewerZone={viewerZone}
        />
        <p className="studio-muted">
          {`${booking.hours} h · deposit `}
          <Money cents={booking.deposit} />
          {" held · "}
          <Money cents={booking.balance_due} />
          {" due at the studio"}
        </p>
        {booking.notes ? <p className="appt-row__notes">{booking.notes}</p> : null}
      </div>
      <BookingMoves booking={booking} action={action}>
        <Link className="button button--ghost" to={STUDIO_APPOINTMENT_PAGES.booking(booking.id)}>
          Details<span className="visually-hidden">{` of ${booking.client.name}'s booking`}</span>
        </Link>
      </BookingMoves>
    </li>
  );
}

/** A list of bookings with their moves; `empty` when there are none. */
export function BookingList({
  bookings,
  action,
  label,
  empty,
}: {
  bookings: readonly StudioBooking[];
  action: string;
  label: string;
  empty: string;
}) {
  const viewerZone = useViewerZone();
  if (bookings.length === 0) return <p className="studio-muted">{empty}</p>;
  return (
    <ul className="appt-list" aria-label={label}>
      {bookings.map((b) => (
        <BookingRow key={b.id} booking={b} action={action} viewerZone={viewerZone} />
      ))}
    </ul>
  );
}
