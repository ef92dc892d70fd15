// The creator area's own navigation, above every creator page. Plain links in a labelled nav landmark
// (Tab moves between them, Enter follows), the current section marked with aria-current; on narrow
// screens the row scrolls sideways instead of wrapping into a tall block.
import { Link, useLocation } from "@remix-run/react";
import { APPOINTMENT_PAGES, isAppointmentsPath } from "../../lib/appointments/paths";
import { isMarketPath, MARKET_PAGES } from "../../lib/beats/market-paths";
import { BEATS_PAGES } from "../../lib/beats/paths";
import { SONG_MARKET_LIST, SONG_MARKET_PREFIX, SONGS_PAGES } from "../../lib/songs/writer-paths";
import { STUDIO_PAGES } from "../../lib/studio/paths";

interface Section {
  to: string;
  label: string;
  /** Whether a path belongs to this section (an album page belongs to the albums manager). */
  owns: (path: string) => boolean;
  /**
   * Only producers have beats and only songwriters write songs (the api answers anyone else 403), so
   * only they see those pages.
   */
  kind?: "producer" | "songwriter";
}

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** A page and the pages under it (`…/songs-manager` and `…/songs-manager/sng_1`). */
const under = (page: string) => (p: string) => p === page || p.startsWith(`${page}/`);

export const CREATOR_SECTIONS: readonly Section[] = [
  { to: STUDIO_PAGES.dashboard, label: "Dashboard", owns: (p) => p === STUDIO_PAGES.dashboard },
  {
    to: STUDIO_PAGES.musicDashboard,
    label: "Music dashboard",
    owns: (p) => p === STUDIO_PAGES.musicDashboard,
  },
  {
    to: STUDIO_PAGES.musicManager,
    label: "Music manager",
    owns: (p) => p === STUDIO_PAGES.musicManager || p.startsWith("/creator-promoter/music/music-tracks/"),
  },
  {
    to: STUDIO_PAGES.albumsManager,
    label: "Albums manager",
    owns: (p) => p === STUDIO_PAGES.albumsManager || p.startsWith("/creator-promoter/music/music-albums/"),
  },
  { to: MARKET_PAGES.list, label: "Beat market", owns: isMarketPath },
  // Every creator may buy songs; the market's own pages are /song-market-place/{list,initiaited-song-deals,…}.
  { to: SONG_MARKET_LIST, label: "Song market", owns: (p) => p.startsWith(SONG_MARKET_PREFIX) },
  // Every creator may book studio time; a studio's and a booking's pages are under /appointments/.
  { to: APPOINTMENT_PAGES.list, label: "Book a studio", owns: isAppointmentsPath },
  {
    to: BEATS_PAGES.dashboard,
    label: "Beats dashboard",
    owns: (p) => p === BEATS_PAGES.dashboard,
    kind: "producer",
  },
  { to: BEATS_PAGES.manager, label: "Beats manager", owns: under(BEATS_PAGES.manager), kind: "producer" },
  // The producer's studio (lib/appointments/studio-paths; spelled out so this list imports nothing new).
  {
    to: "/creator-promoter/my-beats/studio-appointments",
    label: "My studio",
    owns: under("/creator-promoter/my-beats/studio-appointments"),
    kind: "producer",
  },
  {
    to: SONGS_PAGES.dashboard,
    label: "Songs dashboard",
    owns: (p) => p === SONGS_PAGES.dashboard,
    kind: "songwriter",
  },
  { to: SONGS_PAGES.manager, label: "Songs manager", owns: under(SONGS_PAGES.manager), kind: "songwriter" },
  { to: SONGS_PAGES.requests, label: "Buy requests", owns: under(SONGS_PAGES.requests), kind: "songwriter" },
];

/** The section a path is in, if any. */
export function currentSection(pathname: string): Section | undefined {
  const path = trim(pathname);
  return CREATOR_SECTIONS.find((s) => s.owns(path));
}

/** @example <CreatorNav producer={user.creator_kinds.includes("producer")} songwriter={…} /> */
export function CreatorNav({
  producer = false,
  songwriter = false,
}: {
  producer?: boolean;
  songwriter?: boolean;
}) {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const kinds = { producer, songwriter };
  const sections = CREATOR_SECTIONS.filter((s) => !s.kind || kinds[s.kind]);
  return (
    <nav className="tabs studio-nav" aria-label="Creator studio">
      {sections.map((s) => (
        <Link
          key={s.to}
          to={s.to}
          prefetch="intent"
          aria-current={s === current ? (trim(pathname) === s.to ? "page" : "location") : undefined}
        >
          {s.label}
        </Link>
      ))}
    </nav>
  );
}
