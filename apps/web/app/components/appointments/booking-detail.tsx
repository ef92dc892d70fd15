// One booking as either of its people reads it: when (the viewer's zone and the studio's), its state, the
// studio and its address once the api gives it, the notes, the money (the session's price, the deposit and
// its fee, where that money is now, what is due at the studio), the calendar file of a confirmed session,
// and the moves the viewer may make. Presentational and reusable: the client's booking page and the
// producer's (components/appointments/studio/*) pass the booking, whose side the viewer is on, and the
// move handler (use-booking-moves). Without `onMove` no move is offered.
import { Link } from "@remix-run/react";
import { type BookingMove, type MoneyState, moneyState } from "../../lib/appointments/moves";
import { APPOINTMENT_PAGES } from "../../lib/appointments/paths";
import type { Booking, BookingRole } from "../../lib/appointments/types";
import { Money } from "../money/money";
import { BookingBadge } from "./booking-badge";
import { BookingMoveButtons } from "./booking-moves";
import { ZonedInstant, ZonedRange } from "./zoned-time";

export interface BookingDetailProps {
  booking: Booking;
  /** The viewer's side: the client who booked, or the studio's producer (default: the api's `role`). */
  viewer?: BookingRole;
  onMove?: (move: BookingMove) => void;
  /** The move under way. */
  busy?: BookingMove | null;
}

function moneyWords(state: MoneyState, client: boolean): string {
  switch (state) {
    case "none":
      return "No deposit: nothing was paid through Ngoma.";
    case "held":
      return "The deposit and fee are held by Ngoma until the session.";
    case "refunded":
      return client
        ? "The deposit and fee were refunded to your wallet."
        : "The deposit and fee were refunded to the client.";
    case "released":
      return client ? "The deposit went to the studio." : "The deposit was released to your wallet.";
  }
}

export function BookingDetail({ booking, viewer = booking.role, onMove, busy = null }: BookingDetailProps) {
  const state = moneyState(booking);
  const client = viewer === "client";
  return (
    <article className="stack appt-booking" aria-labelledby="appt-booking-title" data-booking={booking.id}>
      <div className="card stack">
        <div className="row appt-booking__head">
          <h2 id="appt-booking-title">
            {client ? (
              <Link to={APPOINTMENT_PAGES.studio(booking.studio.id)}>{booking.studio.name}</Link>
            ) : (
              `${booking.client.name}'s session`
            )}
          </h2>
          <BookingBadge status={booking.status} />
        </div>
        <p className="appt-booking__when">
          <ZonedRange start={booking.starts_at} end={booking.ends_at} studioZone={booking.time_zone} />
        </p>
        <dl className="market-facts appt-facts">
          <div>
            <dt>Length</dt>
            <dd>
              {booking.hours} hour{booking.hours === 1 ? "" : "s"}
            </dd>
          </div>
          <div>
            <dt>{client ? "Producer" : "Client"}</dt>
            <dd>{client ? booking.producer.name : booking.client.name}</dd>
          </div>
          <div>
            <dt>Studio</dt>
            <dd>
              {booking.studio.name}, {booking.studio.city}
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{booking.studio.address ?? "Shown once the studio confirms the booking"}</dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>
              <ZonedInstant at={booking.created_at} studioZone={booking.time_zone} />
            </dd>
          </div>
          {booking.cancelled_by ? (
            <div>
              <dt>Cancelled by</dt>
              <dd>{booking.cancelled_by === "client" ? booking.client.name : "the studio"}</dd>
            </div>
          ) : null}
        </dl>
        {booking.notes ? (
          <div>
            <h3 className="appt-booking__sub">Notes for the studio</h3>
            <p className="appt-notes">{booking.notes}</p>
          </div>
        ) : null}
        {booking.status === "confirmed" ? (
          <p>
            <a href={APPOINTMENT_PAGES.ics(booking.id)} download className="button button--ghost">
              Download .ics<span className="visually-hidden"> calendar file for this session</span>
            </a>
          </p>
        ) : null}
      </div>
      <section className="card stack" aria-labelledby="appt-money-title">
        <h3 id="appt-money-title">Money</h3>
        <dl className="appt-lines">
          <div>
            <dt>Session price</dt>
            <dd>
              <Money cents={booking.price} />
            </dd>
          </div>
          <div>
            <dt>Deposit</dt>
            <dd>
              <Money cents={booking.deposit} />
            </dd>
          </div>
          <div>
            <dt>Processing fee</dt>
            <dd>
              <Money cents={booking.fee} />
            </dd>
          </div>
          <div className="appt-lines__total">
            <dt>Deposit and fee</dt>
            <dd>
              <Money cents={booking.deposit + booking.fee} />
            </dd>
          </div>
          <div>
            <dt>Due at the studio</dt>
            <dd>
              <Money cents={booking.balance_due} />
            </dd>
          </div>
        </dl>
        <p className="appt-money-state" data-money={state}>
          {moneyWords(state, client)}
        </p>
      </section>
      {onMove ? <BookingMoveButtons booking={booking} viewer={viewer} onMove={onMove} busy={busy} /> : null}
    </article>
  );
}
