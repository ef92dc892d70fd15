// The track list of every listener page (title, artist, album, duration, actions): its columns, rendered
// by the plain semantic table widget (no table library on listener pages).
import { Link } from "@remix-run/react";
import { type ReactNode, useMemo } from "react";
import type { Track } from "../../lib/api/contract";
import { artistName, formatDuration, trackCover } from "../../lib/catalogue/format";
import type { PlayContext } from "../../lib/player";
import { PlayButton } from "../player/play-button";
import { type PlainColumn, PlainTable } from "../widgets/plain-table";
import { AddToPlaylistButton } from "./add-to-playlist";
import { CoverImage, listLoading } from "./cover-image";
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
  const columns = useMemo<PlainColumn<T>[]>(
    () => [
      {
        id: "number",
        header: <span>{rankOf ? "Rank" : "#"}</span>,
        className: "cat-col-num",
        cell: (track, index) => (
          <div className={rankOf ? "cat-num cat-num--rank" : "cat-num"}>
            <span className="cat-num__text">{rankOf ? rankOf(track) : firstNumber + index}</span>
            <PlayButton tracks={tracks} index={index} size="sm" {...(context ? { context } : {})} />
          </div>
        ),
      },
      {
        id: "title",
        header: "Title",
        className: "cat-col-title",
        cell: (track, index) => (
          <div className="cat-title-cell">
            <CoverImage src={trackCover(track)} size="sm" loading={listLoading(index)} />
            <div className="cat-title-cell__text">
              <Link to={`/music/details/${track.id}`} className="cat-strong-link" prefetch="intent">
                {track.title}
              </Link>
              <span className="ngw-muted cat-only-narrow">{artistName(track)}</span>
            </div>
          </div>
        ),
      },
      {
        id: "artist",
        header: "Artist",
        className: "cat-col-artist cat-hide-narrow",
        cell: (track) => <Link to={`/artist/details/${track.artist.id}`}>{artistName(track)}</Link>,
      },
      {
        id: "album",
        header: "Album",
        className: "cat-col-album cat-hide-medium",
        cell: (track) =>
          track.album ? (
            <Link to={`/album/details/${track.album.id}`}>{track.album.title}</Link>
          ) : (
            <span className="ngw-muted">Single</span>
          ),
      },
      {
        id: "duration",
        header: "Duration",
        className: "cat-col-duration cat-hide-narrow",
        cell: (track) => <span className="cat-tabular">{formatDuration(track.duration_ms)}</span>,
      },
      {
        id: "actions",
        header: <span className="visually-hidden">Actions</span>,
        className: "cat-col-actions",
        cell: (track, index) => (
          <div className="cat-row-actions">
            <ToggleButton
              key={`${track.id}:${track.liked}`}
              kind="music-tracks"
              action="like"
              id={track.id}
              title={track.title}
              on={track.liked}
              count={track.like_count}
            />
            <AddToPlaylistButton trackId={track.id} title={track.title} />
            {extraActions?.(track, index)}
          </div>
        ),
      },
    ],
    [tracks, context, firstNumber, rankOf, extraActions],
  );
  return (
    <PlainTable
      rows={tracks}
      columns={columns}
      caption={caption}
      wrapClassName="cat-table-wrap"
      tableClassName="cat-table"
    />
  );
}
