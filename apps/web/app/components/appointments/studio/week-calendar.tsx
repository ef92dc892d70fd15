// The confirmed sessions ahead as a week of the studio's calendar: seven day columns on a wide screen,
// an agenda (one day under another, empty days folded to a line) on a narrow one; the sessions after
// that week follow as a list. Times are the studio's, its zone named, and the viewer's when different.
import { Link } from "@remix-run/react";
import { useId } from "react";
import type { StudioAgenda } from "../../../lib/appointments/studio-calendar";
import { STUDIO_APPOINTMENT_PAGES } from "../../../lib/appointments/studio-paths";
import { dayLabel } from "../../../lib/appointments/studio-time";
import type { StudioBooking } from "../../../lib/appointments/studio-types";
import { SessionTime, useViewerZone } from "./zone-time";

function Session({ booking, viewerZone }: { booking: StudioBooking; viewerZone: string | null }) {
  return (
    <li className="appt-session" data-booking-id={booking.id}>
      <Link to={STUDIO_APPOINTMENT_PAGES.booking(booking.id)}>{booking.client.name}</Link>
      <SessionTime
        start={booking.starts_at}
        end={booking.ends_at}
        zone={booking.time_zone}
        viewerZone={viewerZone}
      />
    </li>
  );
}

function Day({
  date,
  sessions,
  viewerZone,
  today,
}: StudioAgenda["week"][number] & {
  viewerZone: string | null;
  today: boolean;
}) {
  const id = useId();
  return (
    <section className={sessions.length ? "appt-day" : "appt-day appt-day--empty"} aria-labelledby={id}>
      <h3 id={id} className="appt-day__title">
        {dayLabel(date)}
        {today ? <span className="appt-day__today"> (today)</span> : null}
      </h3>
      {sessions.length ? (
        <ul className="appt-day__sessions">
          {sessions.map((b) => (
            <Session key={b.id} booking={b} viewerZone={viewerZone} />
          ))}
        </ul>
      ) : (
        <p className="studio-muted appt-day__none">No sessions</p>
      )}
    </section>
  );
}

export function WeekCalendar({ agenda, zone }: { agenda: StudioAgenda; zone: string }) {
  const viewerZone = useViewerZone();
  const count = agenda.week.reduce((n, d) => n + d.sessions.length, 0);
  return (
    <div className="stack">
      <p className="studio-muted">
        {`${count === 0 ? "No" : count} confirmed session${count === 1 ? "" : "s"} in the next 7 days. Times are the studio's (${zone})`}
        {viewerZone && viewerZone !== zone ? `, with yours (${viewerZone}) below.` : "."}
      </p>
      <div className="appt-week">
        {agenda.week.map((day, i) => (
          <Day key={day.date} {...day} viewerZone={viewerZone} today={i === 0} />
        ))}
      </div>
      {agenda.later.length ? (
        <div className="appt-later">
          <h3>Later</h3>
          <ul className="appt-day__sessions">
            {agenda.later.map((b) => (
              <Session key={b.id} booking={b} viewerZone={viewerZone} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
