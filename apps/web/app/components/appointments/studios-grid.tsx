// The studios taking bookings as a grid of cards, like the markets': the name (the link to the studio's
// page), city and producer, the hourly rate in the viewer's currency, the deposit and the session lengths,
// and the studio's time zone. A list of articles, so a card reflows to one column at 360 px.
import { Link } from "@remix-run/react";
import { APPOINTMENT_PAGES } from "../../lib/appointments/paths";
import type { StudioSummary } from "../../lib/appointments/types";
import { Money } from "../money/money";
import { ZonedInstant } from "./zoned-time";

/** "1, 2 or 4 hours". */
export function lengthsText(lengths: readonly number[]): string {
  const sorted = [...lengths].sort((a, b) => a - b).map(String);
  const last = sorted.pop();
  if (last === undefined) return "none";
  return `${sorted.length > 0 ? `${sorted.join(", ")} or ${last}` : last} hour${last === "1" ? "" : "s"}`;
}

/** "30 % up front" or "No deposit". */
export const depositText = (percent: number) => (percent > 0 ? `${percent}% up front` : "No deposit");

export function StudioCard({ studio }: { studio: StudioSummary }) {
  const titleId = `studio-${studio.id}-title`;
  return (
    <article className="card market-card" aria-labelledby={titleId} data-studio={studio.id}>
      <h2 className="market-card__title" id={titleId}>
        <Link to={APPOINTMENT_PAGES.studio(studio.id)} prefetch="intent">
          {studio.name}
        </Link>
      </h2>
      <p className="market-card__by">
        {studio.city} · by {studio.producer.name}
      </p>
      <p className="market-card__price">
        <Money cents={studio.hourly_rate} /> an hour
      </p>
      <dl className="market-card__facts">
        <div>
          <dt>Deposit</dt>
          <dd>{depositText(studio.deposit_percent)}</dd>
        </div>
        <div>
          <dt>Sessions</dt>
          <dd>{lengthsText(studio.lengths)}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{studio.time_zone}</dd>
        </div>
        <div>
          <dt>Next free</dt>
          <dd>
            {studio.next_free ? (
              <>
                <ZonedInstant at={studio.next_free.start} studioZone={studio.time_zone} />
                {` (${lengthsText([studio.next_free.hours])})`}
              </>
            ) : (
              "Nothing in the next two weeks"
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function StudioGrid({ studios }: { studios: readonly StudioSummary[] }) {
  return (
    <ul className="list-plain market-grid" aria-label="Studios">
      {studios.map((studio) => (
        <li key={studio.id}>
          <StudioCard studio={studio} />
        </li>
      ))}
    </ul>
  );
}
