// The technical facts the server read from the file's own headers, as a description list.
import type { CreatorTrack } from "../../lib/api/contract";
import { trackFacts } from "../../lib/studio/facts";

export function TrackFacts({ track }: { track: Pick<CreatorTrack, "audio" | "duration_ms"> }) {
  return (
    <dl className="studio-facts">
      {trackFacts(track).map((fact) => (
        <div key={fact.label} className="studio-facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
