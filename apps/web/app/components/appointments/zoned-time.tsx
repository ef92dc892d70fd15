// A moment as both people of a booking read it: in the viewer's zone, and in the studio's when that is
// another zone. Always with the zone's name (lib/appointments/time).
import { formatInZone, formatRangeInZone } from "../../lib/appointments/time";
import { useViewerClock } from "../../lib/appointments/use-viewer-zone";

/** "Thu, 3 Dec 2026, 14:00 – 16:00 GMT+3", then the studio's clock beside it when its zone differs. */
export function ZonedRange({ start, end, studioZone }: { start: string; end: string; studioZone: string }) {
  const { zone, locale, known } = useViewerClock(studioZone);
  if (!known) {
    // Until the browser says its zone: the studio's clock, named as such.
    return (
      <span className="appt-when">
        <time dateTime={start}>{formatRangeInZone(start, end, studioZone, locale)}</time>
        <span className="appt-when__note"> studio time ({studioZone})</span>
      </span>
    );
  }
  const same =
    formatInZone(start, zone, "dateTime", { locale }) ===
    formatInZone(start, studioZone, "dateTime", { locale });
  return (
    <span className="appt-when">
      <time dateTime={start}>{formatRangeInZone(start, end, zone, locale)}</time>
      {same ? (
        <span className="appt-when__note"> (your time and the studio's)</span>
      ) : (
        <>
          <span className="appt-when__note"> your time</span>
          <span className="appt-when__studio">
            Studio time: {formatRangeInZone(start, end, studioZone, locale)} ({studioZone})
          </span>
        </>
      )}
    </span>
  );
}

/** One instant in the viewer's zone, named ("Sat, 28 Nov 2026, 09:00 UTC"). */
export function ZonedInstant({ at, studioZone }: { at: string; studioZone: string }) {
  const { zone, locale } = useViewerClock(studioZone);
  return <time dateTime={at}>{formatInZone(at, zone, "dateTime", { locale })}</time>;
}
