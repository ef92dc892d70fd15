import { Link } from "@remix-run/react";
import type { PlaylistDetail } from "../../lib/api/contract";
import { collectionCover, formatTotalDuration, plural } from "../../lib/catalogue/format";
import { Section } from "../widgets/section";
import { EmptyState } from "../widgets/states";
import { PlayAllButton } from "./collection-play";
import { DetailHero } from "./detail-hero";
import { EngageToggles } from "./engage-toggles";
import { PlaylistManage } from "./playlist-manage";
import { PlaylistTracks } from "./playlist-tracks";

/** A playlist's page; the owner also gets rename, delete, remove and reorder. */
export function PlaylistView({ playlist }: { playlist: PlaylistDetail }) {
  const mine = playlist.is_mine;
  return (
    <div className="stack stack--wide">
      <DetailHero
        kind={mine ? `Your playlist · ${playlist.visibility}` : "Playlist"}
        title={playlist.title}
        cover={collectionCover(playlist, playlist.tracks)}
        actions={
          <>
            <PlayAllButton
              tracks={playlist.tracks}
              context={{ type: "playlist", id: playlist.id }}
              label={`Play ${playlist.title}`}
            />
            {mine ? (
              <PlaylistManage playlist={playlist} redirectTo="/library/manage-playlists" />
            ) : (
              <EngageToggles
                kind="playlists"
                actions={["like", "save"]}
                item={playlist}
                title={playlist.title}
              />
            )}
          </>
        }
      >
        <p className="cat-hero__line">
          {playlist.owner?.name ?? "Ngoma"} · {plural(playlist.track_count, "track")} ·{" "}
          {formatTotalDuration(playlist.duration_ms)}
        </p>
        {playlist.description ? <p className="ngw-muted">{playlist.description}</p> : null}
      </DetailHero>
      <Section title="Tracks">
        {playlist.tracks.length ? (
          <PlaylistTracks playlist={playlist} editable={mine} />
        ) : (
          <EmptyState title="This playlist is empty">
            {mine ? (
              <>
                Add tracks with the + button on any track. <Link to="/all-music">Browse all music</Link>.
              </>
            ) : (
              "Its owner has not added tracks yet."
            )}
          </EmptyState>
        )}
      </Section>
    </div>
  );
}
