// The albums manager's rows: cover, title (to the album page), tracks, publication, plays, the status
// switch and delete. Narrow screens hide the secondary columns; the title and actions always show.

import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { CreatorAlbum } from "../../lib/api/contract";
import { STUDIO_PAGES } from "../../lib/studio/paths";
import { DataTable } from "../widgets/data-table";
import { AlbumDeleteButton, AlbumStatusSwitch } from "./album-actions";

function PublicationBadge({ album }: { album: CreatorAlbum }) {
  return album.publication === "published" ? (
    <span className="badge badge--ok">
      {album.visibility === "private" ? "Published · private" : "Published"}
    </span>
  ) : (
    <span className="badge">Draft</span>
  );
}

export function AlbumTable({ albums, action }: { albums: readonly CreatorAlbum[]; action: string }) {
  const columns = useMemo<ColumnDef<CreatorAlbum>[]>(
    () => [
      {
        id: "cover",
        header: () => <span className="visually-hidden">Cover</span>,
        meta: { className: "studio-col-cover" },
        cell: ({ row }) =>
          row.original.cover_art_url ? (
            <img
              className="studio-thumb"
              src={row.original.cover_art_url}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
          ) : (
            <span className="studio-thumb studio-thumb--empty" aria-hidden="true" />
          ),
      },
      {
        id: "title",
        header: "Title",
        cell: ({ row }) => (
          <Link to={STUDIO_PAGES.album(row.original.id)} className="studio-title-link">
            {row.original.title}
          </Link>
        ),
      },
      {
        id: "tracks",
        header: "Tracks",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => row.original.track_count,
      },
      {
        id: "publication",
        header: "Publication",
        cell: ({ row }) => <PublicationBadge album={row.original} />,
      },
      {
        id: "plays",
        header: "Plays",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => row.original.play_count.toLocaleString("en-US"),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => <AlbumStatusSwitch album={row.original} action={action} />,
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <div className="row studio-row-actions">
            <Link
              className="button button--ghost"
              to={STUDIO_PAGES.album(row.original.id)}
              aria-label={`Edit ${row.original.title}`}
            >
              Edit
            </Link>
            <AlbumDeleteButton album={row.original} action={action} />
          </div>
        ),
      },
    ],
    [action],
  );
  return (
    <DataTable
      rows={albums}
      columns={columns}
      caption="Your albums"
      wrapClassName="studio-table-wrap studio-list-wrap"
      tableClassName="studio-table studio-list"
      rowData={(album) => ({ "data-album-id": album.id, "data-status": String(album.status) })}
    />
  );
}
