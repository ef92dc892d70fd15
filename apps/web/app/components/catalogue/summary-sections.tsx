// The grouped blocks shared by What's trending and search results: tracks as a table, the rest as cards.
import type { Album, Artist, Nonstop, Playlist, Track } from "../../lib/api/contract";
import type { PlayContext } from "../../lib/player";
import { Section } from "../widgets/section";
import { NonstopPlayButton } from "./collection-play";
import { AlbumCard, ArtistCard, CardGrid, NonstopCard, PlaylistCard } from "./media-card";
import { TrackTable } from "./track-table";

export interface Groups {
  tracks?: Track[];
  albums?: Album[];
  artists?: Artist[];
  playlists?: Playlist[];
  nonstops?: Nonstop[];
}

export interface GroupLinks {
  tracks?: string;
  albums?: string;
  artists?: string;
  nonstops?: string;
}

/**
 * Renders each non-empty group; groups without items are left out (the page shows one empty state).
 * `context` is where a track played from the table started (search results pass `search`).
 */
export function GroupSections({
  groups,
  more = {},
  context,
}: {
  groups: Groups;
  more?: GroupLinks;
  context?: PlayContext;
}) {
  return (
    <>
      {groups.tracks?.length ? (
        <Section title="Tracks" {...(more.tracks ? { more: more.tracks } : {})}>
          <TrackTable tracks={groups.tracks} caption="Tracks" {...(context ? { context } : {})} />
        </Section>
      ) : null}
      {groups.albums?.length ? (
        <Section title="Albums" {...(more.albums ? { more: more.albums } : {})}>
          <CardGrid label="Albums">
            {groups.albums.map((album) => (
              <AlbumCard key={album.id} album={album} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      {groups.artists?.length ? (
        <Section title="Artists" {...(more.artists ? { more: more.artists } : {})}>
          <CardGrid label="Artists">
            {groups.artists.map((artist) => (
              <ArtistCard key={artist.id} artist={artist} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      {groups.playlists?.length ? (
        <Section title="Playlists">
          <CardGrid label="Playlists">
            {groups.playlists.map((playlist) => (
              <PlaylistCard key={playlist.id} playlist={playlist} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      {groups.nonstops?.length ? (
        <Section title="Non-stop streams" {...(more.nonstops ? { more: more.nonstops } : {})}>
          <CardGrid label="Non-stop streams">
            {groups.nonstops.map((nonstop) => (
              <NonstopCard
                key={nonstop.id}
                nonstop={nonstop}
                action={<NonstopPlayButton nonstop={nonstop} />}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </>
  );
}

export function hasAnyGroup(groups: Groups): boolean {
  return Object.values(groups).some((list) => Array.isArray(list) && list.length > 0);
}
