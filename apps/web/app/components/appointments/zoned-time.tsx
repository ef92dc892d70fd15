// A moment as both people of a booking read it: in the viewer's zone, and in the studio's when that is
// another zone. Always with the zone's name (lib/appointments/time).
import { formatInZone, formatRangeInZone, zoneLabel } from "../../lib/appointments/time";
import { useViewerZone } from "../../lib/appointments/use-viewer-zone";

/** "Thu, 3 Dec 2026, 14:00 – 16:00 GMT+3", then the studio's clock beside it when its zone differs. */
export function ZonedRange({ start, end, studioZone }: { start: string; end: string; studioZone: string }) {
  const zone = useViewerZone(studioZone);
  const same = formatInZone(start, zone) === formatInZone(start, studioZone);
  return (
    <span className="appt-when">
      <time dateTime={start}>{formatRangeInZone(start, end, zone)}</time>
      {same ? (
        <span className="appt-when__note"> (your time and the studio's)</span>
      ) : (
        <>
          <span className="appt-when__note"> your time</span>
          <span className="appt-when__studio">
            Studio time: {formatRangeInZone(start, end, studioZone)} ({studioZone})
          </span>
        </>
      )}
    </span>
  );
}

/** The zones a page's times are in, said once above them. */
export function ZonesNote({ studioZone }: { studioZone: string }) {
  const zone = useViewerZone(studioZone);
  return (
    <p className="field__hint appt-zones">
      Times are shown in your time zone, {zoneLabel(zone)} ({zone}).{" "}
      {zone === studioZone
        ? "The studio is in the same zone."
        : `The studio's clock: ${zoneLabel(studioZone)} (${studioZone}).`}
    </p>
  );
}
