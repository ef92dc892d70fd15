// A studio's public profile as a client reads it before booking: who runs it and where (the city; the
// address only once they hold a confirmed booking there), the rate in the viewer's currency, the deposit,
// the session lengths, notice and horizon, and the weekly opening hours on the studio's own clock.
import type { PublicStudio } from "../../lib/appointments/types";
import { Money } from "../money/money";
import { depositText, lengthsText } from "./studios-grid";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Monday first, as the week of slots is. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

export function StudioFacts({ studio }: { studio: PublicStudio }) {
  return (
    <dl className="market-facts appt-facts">
      <div>
        <dt>Producer</dt>
        <dd>{studio.producer.name}</dd>
      </div>
      <div>
        <dt>City</dt>
        <dd>{studio.city}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{studio.address ?? "Shown once the studio confirms your booking"}</dd>
      </div>
      <div>
        <dt>Rate</dt>
        <dd>
          <Money cents={studio.hourly_rate} /> an hour
        </dd>
      </div>
      <div>
        <dt>Deposit</dt>
        <dd>{depositText(studio.deposit_percent)}</dd>
      </div>
      <div>
        <dt>Sessions</dt>
        <dd>{lengthsText(studio.lengths)}</dd>
      </div>
      {studio.min_notice_hours > 0 ? (
        <div>
          <dt>Notice</dt>
          <dd>At least {studio.min_notice_hours} hours</dd>
        </div>
      ) : null}
      <div>
        <dt>Books up to</dt>
        <dd>{studio.horizon_days} days ahead</dd>
      </div>
      <div>
        <dt>Time zone</dt>
        <dd>{studio.time_zone}</dd>
      </div>
    </dl>
  );
}

/** The weekly hours, in the studio's zone (its wall clock is how the producer wrote them). */
export function OpeningHours({ studio }: { studio: PublicStudio }) {
  return (
    <details className="card appt-hours">
      <summary>Opening hours ({studio.time_zone} time)</summary>
      <table className="appt-hours__table">
        <caption className="visually-hidden">Weekly opening hours, {studio.time_zone} time</caption>
        <tbody>
          {ORDER.map((day) => {
            const ranges = studio.weekly.filter((r) => r.weekday === day);
            return (
              <tr key={day}>
                <th scope="row">{WEEKDAYS[day]}</th>
                <td>
                  {ranges.length === 0 ? "Closed" : ranges.map((r) => `${r.start}–${r.end}`).join(", ")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
