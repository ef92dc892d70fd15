// The newest tracks with their processing state, so a creator sees at a glance whether the last upload
// is ready, still processing, or failed and why.
import { Link } from "@remix-run/react";
import type { CreatorTrack } from "../../lib/api/contract";
import { STUDIO_PAGES } from "../../lib/studio/paths";
import { ProcessingBadge } from "./processing-badge";

export function RecentUploads({ tracks }: { tracks: readonly CreatorTrack[] }) {
  return (
    <section className="card" aria-labelledby="studio-recent-uploads">
      <div className="studio-head-row">
        <h2 id="studio-recent-uploads" className="studio-chart__title">
          Recent uploads
        </h2>
        <Link to={STUDIO_PAGES.musicManager}>Music manager</Link>
      </div>
      {tracks.length === 0 ? (
        <p className="studio-muted">Nothing uploaded yet.</p>
      ) : (
        <ul className="list-plain studio-uploads">
          {tracks.map((t) => (
            <li key={t.id}>
              <Link to={STUDIO_PAGES.track(t.id)}>{t.title}</Link>
              <span className="studio-uploads__meta">
                {t.publication === "published" ? "Published" : "Draft"}
                <ProcessingBadge state={t.processing} error={t.processing_error} />
              </span>
              {t.processing === "failed" && t.processing_error ? (
                <span className="studio-uploads__error">{t.processing_error}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
