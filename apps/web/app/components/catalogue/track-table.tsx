// The track list of every page (title, artist, album, duration, actions): its columns, rendered by the
// shared DataTable widget.
import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import type { Track } from "../../lib/api/contract";
import { artistName, formatDuration, trackCover } from "../../lib/catalogue/format";
import type { PlayContext } from "../../lib/player";
import { PlayButton } from "../player/play-button";
import { DataTable } from "../widgets/data-table";
import { AddToPlaylistButton } from "./add-to-playlist";
import { CoverImage } from "./cover-image";
import { ToggleButton } from "./toggle-button";

export interface TrackTableProps<T extends Track> {
  tracks: readonly T[];
  /** Visually hidden caption naming the list for screen readers. */
  caption: string;
  context?: PlayContext;
  /** Number of the first row (continues across pages): `from` of the paginator. Default 1. */
  firstNumber?: number;
  /** Rank instead of position (top 100). */
  rankOf?: (track: T) => number;
  /** Extra row buttons (remove, move up/down in a playlist). */
  extraActions?: (track: T, index: number) => ReactNode;
}

export function TrackTable<T extends Track>({
  tracks,
  caption,
  context,
  firstNumber = 1,
  rankOf,
  extraActions,
}: TrackTableProps<T>) {
  const columns = useMemo<ColumnDef<T>[]>(
    () => [
      {
        id: "number",
        header: () => <span>{rankOf ? "Rank" : "#"}</span>,
        meta: { className: "cat-col-num" },
        cell: ({ row }) => (
          <div className={rankOf ? "cat-num cat-num--rank" : "cat-num"}>
            <span className="cat-num__text">{rankOf ? rankOf(row.original) : firstNumber + row.index}</span>
            <PlayButton tracks={tracks} index={row.index} size="sm" {...(context ? { context } : {})} />
          </div>
        ),
      },
      {
        id: "title",
        header: "Title",
        meta: { className: "cat-col-title" },
        cell: ({ row }) => (
          <div className="cat-title-cell">
            <CoverImage src={trackCover(row.original)} size="sm" />
            <div className="cat-title-cell__text">
              <Link to={`/music/details/${row.original.id}`} className="cat-strong-link" prefetch="intent">
                {row.original.title}
              </Link>
              <span className="ngw-muted cat-only-narrow">{artistName(row.original)}</span>
            </div>
          </div>
        ),
      },
      {
        id: "artist",
        header: "Artist",
        meta: { className: "cat-col-artist cat-hide-narrow" },
        cell: ({ row }) => (
          <Link to={`/artist/details/${row.original.artist.id}`}>{artistName(row.original)}</Link>
        ),
      },
      {
        id: "album",
        header: "Album",
        meta: { className: "cat-col-album cat-hide-medium" },
        cell: ({ row }) =>
          row.original.album ? (
            <Link to={`/album/details/${row.original.album.id}`}>{row.original.album.title}</Link>
          ) : (
            <span className="ngw-muted">Single</span>
          ),
      },
      {
        id: "duration",
        header: "Duration",
        meta: { className: "cat-col-duration cat-hide-narrow" },
        cell: ({ row }) => <span className="cat-tabular">{formatDuration(row.original.duration_ms)}</span>,
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        meta: { className: "cat-col-actions" },
        cell: ({ row }) => (
          <div className="cat-row-actions">
            <ToggleButton
              key={`${row.original.id}:${row.original.liked}`}
              kind="music-tracks"
              action="like"
              id={row.original.id}
              title={row.original.title}
              on={row.original.liked}
              count={row.original.like_count}
            />
            <AddToPlaylistButton trackId={row.original.id} title={row.original.title} />
            {extraActions?.(row.original, row.index)}
          </div>
        ),
      },
    ],
    [tracks, context, firstNumber, rankOf, extraActions],
  );
  return (
    <DataTable
      rows={tracks}
      columns={columns}
      caption={caption}
      wrapClassName="cat-table-wrap"
      tableClassName="cat-table"
    />
  );
}
