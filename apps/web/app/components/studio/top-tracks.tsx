// The creator's most played tracks in the window: a bar list on the dashboard, a table with each track's
// share of the plays on the music dashboard. Both link to the track's page.
import { Link } from "@remix-run/react";
import { useId } from "react";
import type { CreatorMetrics } from "../../lib/api/contract";
import { STUDIO_PAGES } from "../../lib/studio/paths";
import { TableBox } from "../widgets/plain-table";
import { BarList } from "./bar-list";

type TopTrack = CreatorMetrics["top_tracks"][number];

export function TopTracksBars({ tracks }: { tracks: readonly TopTrack[] }) {
  return (
    <BarList
      title="Top tracks"
      empty="No plays in this window yet."
      items={tracks.map((t) => ({
        key: t.id,
        label: <Link to={STUDIO_PAGES.track(t.id)}>{t.title}</Link>,
        value: t.plays,
      }))}
    />
  );
}

/** Rank, title, plays and share of the window's plays. */
export function TopTracksTable({ tracks, totalPlays }: { tracks: readonly TopTrack[]; totalPlays: number }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="studio-chart__title">
        Top tracks
      </h2>
      {tracks.length === 0 ? (
        <p className="studio-muted">No plays in this window yet.</p>
      ) : (
        <TableBox label="Your most played tracks in this window" className="studio-table-wrap">
          <table className="studio-table">
            <caption className="visually-hidden">Your most played tracks in this window</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Track</th>
                <th scope="col">Plays</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {tracks.map((t, i) => (
                <tr key={t.id}>
                  <td>{i + 1}</td>
                  <th scope="row">
                    <Link to={STUDIO_PAGES.track(t.id)}>{t.title}</Link>
                  </th>
                  <td>{t.plays.toLocaleString("en-US")}</td>
                  <td>{totalPlays > 0 ? `${Math.round((t.plays / totalPlays) * 100)}%` : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
