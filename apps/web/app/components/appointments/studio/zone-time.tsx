// A session's or an instant's time in the studio's zone, its zone named, and in the viewer's own zone
// beside it when that differs. The viewer's zone is the browser's, known only after hydration: the
// server's HTML has the studio's time alone, so the two renders agree and the second adds a line.
import { useEffect, useState } from "react";
import { instantInZone, runtimeZone, sessionInZone } from "../../../lib/appointments/studio-time";

/** The browser's time zone once hydrated; null on the server and in the first render. */
export function useViewerZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(runtimeZone()), []);
  return zone;
}

/** "Tue 3 Mar, 14:00–17:00 GMT+3", then "Your time: …" when the viewer's zone differs. */
export function SessionTime({
  start,
  end,
  zone,
  viewerZone,
}: {
  start: string;
  end: string;
  zone: string;
  /** Passed by a list so one hook serves every row; read here otherwise. */
  viewerZone?: string | null;
}) {
  const own = useViewerZone();
  const viewer = viewerZone === undefined ? own : viewerZone;
  return (
    <span className="appt-time">
      <time dateTime={start}>{sessionInZone(start, end, zone)}</time>
      {viewer && viewer !== zone ? (
        <span className="appt-time__viewer">{`Your time: ${sessionInZone(start, end, viewer)}`}</span>
      ) : null}
    </span>
  );
}

/** One instant, in the studio's zone and the viewer's when it differs. */
export function InstantTime({ iso, zone }: { iso: string; zone: string }) {
  const viewer = useViewerZone();
  return (
    <span className="appt-time">
      <time dateTime={iso}>{instantInZone(iso, zone)}</time>
      {viewer && viewer !== zone ? (
        <span className="appt-time__viewer">{`Your time: ${instantInZone(iso, viewer)}`}</span>
      ) : null}
    </span>
  );
}
