// Server-rendered: the creator area's navigation and stats must be in the first HTML.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { STUDIO_APPOINTMENT_PAGES } from "../../lib/appointments/studio-paths";
import { CreatorNav, currentSection } from "./creator-nav";
import { CreatorStatsFigures, storageShare } from "./creator-stats";

function html(url: string, element: JSX.Element): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return renderToString(<RouterProvider router={router} />);
}

describe("creator area navigation", () => {
  it("links the ten sections of a producer in a labelled landmark, the current page marked", () => {
    const out = html("/creator-promoter/music/dashboard", <CreatorNav producer />);
    expect(out).toContain('aria-label="Creator studio"');
    for (const href of [
      "/creator-promoter",
      "/creator-promoter/music/dashboard",
      "/creator-promoter/music/music-manager",
      "/creator-promoter/music/albums-manager",
      "/creator-promoter/beat-market-place/list",
      "/creator-promoter/song-market-place/list",
      "/creator-promoter/appointments/list",
      "/creator-promoter/my-beats/dashboard",
      "/creator-promoter/my-beats/beats-manager",
      STUDIO_APPOINTMENT_PAGES.home,
    ]) {
      expect(out).toContain(`href="${href}"`);
    }
    expect(out.match(/<a /g)).toHaveLength(10);
    expect(out).toMatch(/aria-current="page"[^>]*>Music dashboard</);
    expect(out.match(/aria-current=/g)).toHaveLength(1);
  });

  it("puts an album's page under the albums manager and a track's under the music manager", () => {
    expect(currentSection("/creator-promoter/music/music-albums/al_1")?.label).toBe("Albums manager");
    expect(currentSection("/creator-promoter/music/music-tracks/trk_1")?.label).toBe("Music manager");
    expect(currentSection("/creator-promoter/")?.label).toBe("Dashboard");
    expect(currentSection("/creator-promoter/beats")).toBeUndefined();
    const out = html("/creator-promoter/music/music-albums/al_1", <CreatorNav />);
    expect(out).toMatch(/aria-current="location"[^>]*>Albums manager</);
  });

  it("puts a beat's page and My licences under the beat market", () => {
    expect(currentSection("/creator-promoter/beat-market-place/bt_1")?.label).toBe("Beat market");
    expect(currentSection("/creator-promoter/beat-market-place/list")?.label).toBe("Beat market");
    expect(currentSection("/creator-promoter/beat-market-placebo")).toBeUndefined();
    const out = html("/creator-promoter/beat-market-place/bt_1", <CreatorNav />);
    expect(out).toMatch(/aria-current="location"[^>]*>Beat market</);
    const list = html("/creator-promoter/beat-market-place/list?view=licences", <CreatorNav />);
    expect(list).toMatch(/aria-current="page"[^>]*>Beat market</);
  });

  it("shows the beat pages to producers only and the song pages to songwriters only", () => {
    const out = html("/creator-promoter/music/dashboard", <CreatorNav />);
    expect(out).toContain('href="/creator-promoter/music/albums-manager"');
    expect(out).not.toContain("my-beats");
    expect(out).not.toContain("my-songs");
    const writer = html("/creator-promoter/music/dashboard", <CreatorNav songwriter />);
    expect(writer).not.toContain("my-beats");
    for (const href of [
      "/creator-promoter/my-songs/dashboard",
      "/creator-promoter/my-songs/songs-manager",
      "/creator-promoter/my-songs/buy-requests",
    ]) {
      expect(writer).toContain(`href="${href}"`);
    }
  });

  it("shows the song market to every creator, its deals under it", () => {
    const out = html("/creator-promoter/song-market-place/initiaited-song-deals", <CreatorNav />);
    expect(out).toContain('href="/creator-promoter/song-market-place/list"');
    expect(out).toMatch(/aria-current="location"[^>]*>Song market</);
    for (const path of ["list", "initiaited-song-deals", "approved-deals", "completed-deals", "sng_1"]) {
      expect(currentSection(`/creator-promoter/song-market-place/${path}`)?.label).toBe("Song market");
    }
    expect(currentSection("/creator-promoter/song-market-placebo")).toBeUndefined();
  });

  it("shows the studios to every creator, a studio's page and the bookings under them", () => {
    const out = html("/creator-promoter/appointments/studios/std_1", <CreatorNav />);
    expect(out).toContain('href="/creator-promoter/appointments/list"');
    expect(out).toMatch(/aria-current="location"[^>]*>Book a studio</);
    for (const path of ["list", "booked", "apt_1", "studios/std_1"]) {
      expect(currentSection(`/creator-promoter/appointments/${path}`)?.label).toBe("Book a studio");
    }
    expect(currentSection("/creator-promoter/appointmentsx")).toBeUndefined();
    const list = html("/creator-promoter/appointments/list", <CreatorNav />);
    expect(list).toMatch(/aria-current="page"[^>]*>Book a studio</);
  });

  it("puts a song's page under the songs manager and a deal's under the buy requests", () => {
    expect(currentSection("/creator-promoter/my-songs/dashboard")?.label).toBe("Songs dashboard");
    expect(currentSection("/creator-promoter/my-songs/songs-manager/sng_1")?.label).toBe("Songs manager");
    expect(currentSection("/creator-promoter/my-songs/buy-requests/bid_1")?.label).toBe("Buy requests");
    expect(currentSection("/creator-promoter/my-songs/songs-manager-old")).toBeUndefined();
    const out = html("/creator-promoter/my-songs/buy-requests/bid_1", <CreatorNav songwriter />);
    expect(out).toMatch(/aria-current="location"[^>]*>Buy requests</);
    expect(out.match(/aria-current=/g)).toHaveLength(1);
  });

  it("puts a beat's page under the beats manager", () => {
    expect(currentSection("/creator-promoter/my-beats/dashboard")?.label).toBe("Beats dashboard");
    expect(currentSection("/creator-promoter/my-beats/beats-manager/")?.label).toBe("Beats manager");
    expect(currentSection("/creator-promoter/my-beats/beats-manager/bt_1")?.label).toBe("Beats manager");
    expect(currentSection("/creator-promoter/my-beats/beats-manager-old")).toBeUndefined();
    const out = html("/creator-promoter/my-beats/beats-manager/bt_1", <CreatorNav producer />);
    expect(out).toMatch(/aria-current="location"[^>]*>Beats manager</);
    expect(out.match(/aria-current=/g)).toHaveLength(1);
  });

  it("puts a studio booking's page under the producer's My studio, shown to producers only", () => {
    const home = STUDIO_APPOINTMENT_PAGES.home;
    expect(currentSection(home)?.label).toBe("My studio");
    expect(currentSection(`${home}/`)?.label).toBe("My studio");
    expect(currentSection(STUDIO_APPOINTMENT_PAGES.booking("bkg_1"))?.label).toBe("My studio");
    expect(currentSection(`${home}-old`)).toBeUndefined();
    const out = html(STUDIO_APPOINTMENT_PAGES.booking("bkg_1"), <CreatorNav producer />);
    expect(out).toMatch(/aria-current="location"[^>]*>My studio</);
    expect(out.match(/aria-current=/g)).toHaveLength(1);
    expect(html("/creator-promoter", <CreatorNav songwriter />)).not.toContain("studio-appointments");
  });
});

describe("creator stats", () => {
  it("computes the storage share, a zero quota reading as full", () => {
    expect(storageShare(0, 100)).toBe(0);
    expect(storageShare(1, 3)).toBe(33.3);
    expect(storageShare(200, 100)).toBe(100);
    expect(storageShare(5, 0)).toBe(100);
  });

  it("writes the counts and the storage in words beside the bar", () => {
    const out = html(
      "/creator-promoter",
      <CreatorStatsFigures
        stats={{
          tracks: { total: 12, published: 9, drafts: 2, processing: 1, failed: 0 },
          albums: { total: 3, published: 1 },
          storage: { used_bytes: 4.75 * 1024 ** 3, quota_bytes: 5 * 1024 ** 3 },
          totals: { plays: 10, likes: 2, saves: 1, followers: 0 },
        }}
      />,
    );
    expect(out).toContain("9 published · 2 drafts · 1 processing");
    expect(out).not.toContain("failed");
    expect(out).toContain("4.8 GB");
    expect(out).toContain("95% of 5 GB used");
    expect(out).toContain("Free up space");
  });
});
