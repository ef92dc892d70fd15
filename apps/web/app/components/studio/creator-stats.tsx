// The creator's catalogue at a glance (GET creator-stats): track and album counts and the storage used
// against the quota. The quota bar is an SVG rect (no inline styles under the CSP) with the figures
// written out beside it, so nothing depends on seeing the bar.
import { Link } from "@remix-run/react";
import type { CreatorStats } from "../../lib/api/contract";
import { formatBytes } from "../../lib/studio/labels";
import { STUDIO_PAGES } from "../../lib/studio/paths";

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="card studio-figure">
      <p className="studio-figure__label">{label}</p>
      <p className="studio-figure__value">{value.toLocaleString("en-US")}</p>
      {detail ? <p className="studio-figure__detail">{detail}</p> : null}
    </div>
  );
}

/** The share of the quota in use, 0–100, one decimal; a zero quota reads as full. */
export function storageShare(used: number, quota: number): number {
  if (quota <= 0) return 100;
  return Math.min(100, Math.round((used / quota) * 1000) / 10);
}

/** Counts of tracks (with drafts, processing and failed) and albums, and the storage bar. */
export function CreatorStatsFigures({ stats }: { stats: CreatorStats }) {
  const { tracks, albums, storage } = stats;
  const share = storageShare(storage.used_bytes, storage.quota_bytes);
  const trackDetail = [
    `${tracks.published} published`,
    `${tracks.drafts} draft${tracks.drafts === 1 ? "" : "s"}`,
    tracks.processing ? `${tracks.processing} processing` : "",
    tracks.failed ? `${tracks.failed} failed` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="studio-figures">
      <Figure label="Tracks" value={tracks.total} detail={trackDetail} />
      <Figure label="Albums" value={albums.total} detail={`${albums.published} published`} />
      <div className="card studio-figure studio-storage">
        <p className="studio-figure__label" id="studio-storage-label">
          Storage
        </p>
        <p className="studio-figure__value">{formatBytes(storage.used_bytes)}</p>
        <svg
          className="studio-storage__bar"
          viewBox="0 0 100 8"
          preserveAspectRatio="none"
          aria-hidden="true"
          data-share={share}
        >
          <rect className="studio-bars__track" width={100} height={8} rx={4} />
          <rect
            className={
              share >= 90 ? "studio-storage__fill studio-storage__fill--full" : "studio-storage__fill"
            }
            width={Math.max(share, share > 0 ? 1 : 0)}
            height={8}
            rx={4}
          />
        </svg>
        <p className="studio-figure__detail">
          {`${share}% of ${formatBytes(storage.quota_bytes)} used`}
          {share >= 90 ? (
            <>
              {" · "}
              <Link to={STUDIO_PAGES.musicManager}>Free up space</Link>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
