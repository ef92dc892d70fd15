// The music manager's list: each track with its processing state told honestly (uploading with how much
// the server has, processing, ready, failed with the reason), publication, status switch, plays, a
// preview for ready audio, and delete. Rendered by the shared DataTable.
import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { CreatorTrack } from "../../lib/api/contract";
import { formatDuration } from "../../lib/studio/facts";
import { STUDIO_PAGES } from "../../lib/studio/paths";
import { PlayButton } from "../player/play-button";
import { DataTable } from "../widgets/data-table";
import { ProcessingBadge } from "./processing-badge";
import { DeleteTrackButton, TrackStatusToggle } from "./track-row-actions";

/** The track as the player takes it: the creator's own stream (drafts included), no play context. */
export function previewTrack(track: CreatorTrack) {
  return {
    id: track.id,
    title: track.title,
    stream_url: track.stream_url,
    cover_art_url: track.cover_art_url,
    duration_ms: track.duration_ms,
    album: track.album,
  };
}

/** What the processing column says under the badge. */
export function processingNote(track: CreatorTrack): string | null {
  if (track.processing === "failed") return track.processing_error ?? "The file could not be read.";
  if (track.processing === "uploading" && track.upload && track.upload.length > 0) {
    const percent = Math.floor((track.upload.offset / track.upload.length) * 100);
    return `${percent} % received; pick the file again here to continue.`;
  }
  if (track.processing === "processing") return "Reading the audio and drawing its waveform.";
  return null;
}

export function TracksTable({ tracks, action }: { tracks: readonly CreatorTrack[]; action: string }) {
  const columns = useMemo<ColumnDef<CreatorTrack>[]>(
    () => [
      {
        id: "title",
        header: "Title",
        meta: { className: "studio-col-title" },
        cell: ({ row }) => {
          const track = row.original;
          return (
            <div className="studio-title-cell">
              {track.processing === "ready" ? (
                <PlayButton tracks={[previewTrack(track)]} size="sm" label={`Preview ${track.title}`} />
              ) : null}
              <div>
                <Link to={STUDIO_PAGES.track(track.id)} className="cat-strong-link" prefetch="intent">
                  {track.title}
                </Link>
                <span className="studio-muted studio-block">
                  {track.album ? track.album.title : "Single"}
                  {track.duration_ms > 0 ? ` · ${formatDuration(track.duration_ms)}` : null}
                </span>
              </div>
            </div>
          );
        },
      },
      {
        id: "processing",
        header: "Audio",
        cell: ({ row }) => {
          const note = processingNote(row.original);
          return (
            <div>
              <ProcessingBadge state={row.original.processing} error={row.original.processing_error} />
              {note ? <span className="studio-muted studio-block studio-note">{note}</span> : null}
            </div>
          );
        },
      },
      {
        id: "publication",
        header: "Publication",
        meta: { className: "studio-col-wide" },
        cell: ({ row }) => (
          <span className={`badge${row.original.publication === "published" ? " badge--ok" : ""}`}>
            {row.original.publication === "published" ? "Published" : "Draft"}
            {row.original.visibility === "private" ? " · Private" : ""}
          </span>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => <TrackStatusToggle track={row.original} action={action} />,
      },
      {
        id: "plays",
        header: "Plays",
        meta: { className: "studio-col-wide studio-num" },
        cell: ({ row }) => row.original.play_count.toLocaleString("en"),
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <div className="row studio-row-actions">
            <Link
              to={STUDIO_PAGES.track(row.original.id)}
              className="button button--ghost"
              aria-label={`Edit ${row.original.title}`}
            >
              Edit
            </Link>
            <DeleteTrackButton track={row.original} action={action} />
          </div>
        ),
      },
    ],
    [action],
  );
  return (
    <DataTable
      rows={tracks}
      columns={columns}
      caption="Your tracks"
      wrapClassName="tracks-table-wrap"
      tableClassName="tracks-table"
      rowData={(track) => ({ "data-processing": track.processing, "data-track-id": track.id })}
    />
  );
}
