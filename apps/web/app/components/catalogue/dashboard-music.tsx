// The listening half of the dashboard: advert, trending, new releases, a top-100 preview and "my taste".
// Each block loads on its own; one failing shows a note in its place instead of taking the page down.
import type { RankedTrack, Track } from "../../lib/api/contract";
import type { DashboardMusic } from "../../lib/catalogue/dashboard-music";
import { Section } from "../widgets/section";
import { AdvertSlot } from "./advert-slot";
import { TrackTable } from "./track-table";

function Block({
  tracks,
  caption,
  empty,
  rank,
}: {
  tracks: Track[] | null;
  caption: string;
  empty: string;
  rank?: boolean;
}) {
  if (tracks === null)
    return <p className="ngw-muted">This list could not be loaded. Please try again shortly.</p>;
  if (!tracks.length) return <p className="ngw-muted">{empty}</p>;
  return rank ? (
    <TrackTable tracks={tracks as RankedTrack[]} caption={caption} rankOf={(t) => t.rank} />
  ) : (
    <TrackTable tracks={tracks} caption={caption} />
  );
}

export function DashboardMusicSections({ music }: { music: DashboardMusic }) {
  return (
    <>
      <AdvertSlot adverts={music.adverts} />
      <Section title="Trending now" more="/music/trending" moreLabel="See all trending tracks">
        <Block tracks={music.trending} caption="Trending now" empty="Nothing is trending yet." />
      </Section>
      <Section title="New releases" more="/all-music?sort=new" moreLabel="See all new releases">
        <Block tracks={music.fresh} caption="New releases" empty="No releases yet." />
      </Section>
      <Section title="Top 100" more="/music/top-100-chart" moreLabel="See all of the top 100 chart">
        <Block
          tracks={music.top}
          caption="Top 100 preview"
          empty="The chart fills up as listeners play."
          rank
        />
      </Section>
      <Section title="My taste" more="/music/my-taste" moreLabel="See all suggestions for my taste">
        <Block
          tracks={music.taste}
          caption="My taste"
          empty="Like or play a few tracks and suggestions will follow."
        />
      </Section>
    </>
  );
}
