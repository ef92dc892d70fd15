// Grid cards for albums, artists, playlists and non-stop streams: cover, linked title, one muted line.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Album, Artist, Nonstop, Playlist } from "../../lib/api/contract";
import { artistName, formatCount, plural } from "../../lib/catalogue/format";
import { CoverImage } from "./cover-image";

interface CardProps {
  to?: string;
  cover: string | null;
  title: string;
  line: ReactNode;
  round?: boolean;
  action?: ReactNode;
}

export function MediaCard({ to, cover, title, line, round, action }: CardProps) {
  return (
    <li className="cat-card">
      <CoverImage src={cover} size="fill" {...(round ? { round } : {})} />
      <div className="cat-card__body">
        {to ? (
          <Link to={to} className="cat-card__title cat-strong-link" prefetch="intent">
            {title}
          </Link>
        ) : (
          <span className="cat-card__title">{title}</span>
        )}
        <span className="ngw-muted cat-card__line">{line}</span>
      </div>
      {action ? <div className="cat-card__action">{action}</div> : null}
    </li>
  );
}

export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="cat-grid list-plain" aria-label={label}>
      {children}
    </ul>
  );
}

export const AlbumCard = ({ album }: { album: Album }) => (
  <MediaCard
    to={`/album/details/${album.id}`}
    cover={album.cover_art_url}
    title={album.title}
    line={`${artistName(album)} · ${plural(album.track_count, "track")}`}
  />
);

export const ArtistCard = ({ artist }: { artist: Artist }) => (
  <MediaCard
    to={`/artist/details/${artist.id}`}
    cover={artist.image}
    title={artist.name}
    round
    line={`${formatCount(artist.follower_count)} followers · ${plural(artist.track_count, "track")}`}
  />
);

export const PlaylistCard = ({ playlist }: { playlist: Playlist }) => (
  <MediaCard
    to={`/playlist/details/${playlist.id}`}
    cover={playlist.cover_art_url}
    title={playlist.title}
    line={`${playlist.owner?.name ?? "Ngoma"} · ${plural(playlist.track_count, "track")}`}
  />
);

export const NonstopCard = ({ nonstop, action }: { nonstop: Nonstop; action?: ReactNode }) => (
  <MediaCard
    cover={nonstop.cover_art_url}
    title={nonstop.title}
    line={[nonstop.genre?.title, nonstop.mood?.title, plural(nonstop.track_count, "track")]
      .filter(Boolean)
      .join(" · ")}
    action={action}
  />
);
