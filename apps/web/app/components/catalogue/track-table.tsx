// The track list of every page (title, artist, album, duration, actions) on @tanstack/react-table: the
// column model stays declarative while rendering is plain semantic <table> markup.
import { Link } from "@remix-run/react";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import type { Track } from "../../lib/api/contract";
import { artistName, formatDuration, trackCover } from "../../lib/catalogue/format";
import type { PlayContext } from "../../lib/player";
import { PlayButton } from "../player/play-button";
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

interface Meta {
  className?: string;
}

/**
 * Calls a column's header/cell renderer as a plain function. flexRender would mount it as a component, and
 * since the column definitions are rebuilt when their inputs change, every cell would get a new component
 * type and be remounted (losing focus mid-reorder and detaching buttons under the pointer).
 */
function renderSlot<C>(slot: string | ((context: C) => ReactNode) | undefined, context: C): ReactNode {
  return typeof slot === "function" ? slot(context) : (slot ?? null);
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
        meta: { className: "cat-col-num" } satisfies Meta,
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
        meta: { className: "cat-col-title" } satisfies Meta,
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
        meta: { className: "cat-col-artist cat-hide-narrow" } satisfies Meta,
        cell: ({ row }) => (
          <Link to={`/artist/details/${row.original.artist.id}`}>{artistName(row.original)}</Link>
        ),
      },
      {
        id: "album",
        header: "Album",
        meta: { className: "cat-col-album cat-hide-medium" } satisfies Meta,
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
        meta: { className: "cat-col-duration cat-hide-narrow" } satisfies Meta,
        cell: ({ row }) => <span className="cat-tabular">{formatDuration(row.original.duration_ms)}</span>,
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        meta: { className: "cat-col-actions" } satisfies Meta,
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
  const table = useReactTable({
    data: tracks as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (track) => track.id,
  });
  return (
    <div className="cat-table-wrap">
      <table className="cat-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={(header.column.columnDef.meta as Meta)?.className}>
                  {renderSlot(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={(cell.column.columnDef.meta as Meta)?.className}>
                  {renderSlot(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
