// The requests tab's lists: the pending requests to answer (soonest session first) and the ended
// sessions to mark completed. Each row says who, when (in the studio's zone and the viewer's), how long,
// the deposit held and the client's notes, with its moves and a link to the booking's page.
import { Link } from "@remix-run/react";
import { STUDIO_APPOINTMENT_PAGES } from "../../../lib/appointments/studio-paths";
import type { StudioBooking } from "../../../lib/appointments/studio-types";
import { Money } from "../../money/money";
import { type BookingMovesState, MoveButtons, MoveRefusal, useBookingMoves } from "./booking-moves";
import { SessionTime, useViewerZone } from "./zone-time";

function BookingRow({
  booking,
  moves,
  viewerZone,
}: {
  booking: StudioBooking;
  moves: BookingMovesState;
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
      <MoveButtons booking={booking} moves={moves}>
        <Link className="button button--ghost" to={STUDIO_APPOINTMENT_PAGES.booking(booking.id)}>
          Details<span className="visually-hidden">{` of ${booking.client.name}'s booking`}</span>
        </Link>
      </MoveButtons>
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
  const moves = useBookingMoves(action);
  return (
    <div className="stack">
      <MoveRefusal moves={moves} />
      {bookings.length === 0 ? (
        <p className="studio-muted">{empty}</p>
      ) : (
        <ul className="appt-list" aria-label={label}>
          {bookings.map((b) => (
            <BookingRow key={b.id} booking={b} moves={moves} viewerZone={viewerZone} />
          ))}
        </ul>
      )}
      {moves.dialog}
    </div>
  );
}
