import { describe, expect, it } from "vitest";
import { createAlbum, createArtist, createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { addDailyPlays, createNonstop, createPlaylist, today } from "../../test-support/collection-fixtures";

const ids = (list: { id: string }[]) => list.map((x) => x.id);

// Each test file has its own D1, so the catalogue here is exactly what these tests create.
describe("charts", () => {
  it("ranks the top 100 by 30-day plays, then fills with all-time plays, with rank and plays", async () => {
    const { token } = await registerUser();
    const allTimeHit = await createTrack({ playCount: 1_000_000 });
    const monthHit = await createTrack({ playCount: 5 });
    const weekHit = await createTrack({ playCount: 6 });
    const tooOld = await createTrack({ playCount: 7 });
    const draft = await createTrack({ publication: "draft", playCount: 9_999_999 });
    await addDailyPlays("track", monthHit.id, today() - 29, 30);
    await addDailyPlays("track", weekHit.id, today(), 12);
    await addDailyPlays("track", weekHit.id, today() - 1, 8);
    await addDailyPlays("track", tooOld.id, today() - 30, 1_000);
    await addDailyPlays("track", draft.id, today(), 1_000);

    const res = await call("/user/global/top_100_list", { token });
    expect(res.status).toBe(200);
    const chart = res.json.data as { id: string; rank: number; plays: number; title: string }[];
    expect(chart.slice(0, 4).map((e) => [e.id, e.rank, e.plays])).toEqual([
      [monthHit.id, 1, 30],
      [weekHit.id, 2, 20],
      [allTimeHit.id, 3, 0],
      [tooOld.id, 4, 0],
    ]);
    expect(ids(chart)).not.toContain(draft.id);
    expect(chart[0]).toMatchObject({ title: monthHit.title, stream_url: expect.any(String) });
    expect((await call("/user/global/top_100_list")).status).toBe(401);
  });

  it("never lists more than 100", async () => {
    const { token } = await registerUser();
    const artist = await createArtist();
    await Promise.all(Array.from({ length: 101 }, () => createTrack({ artistId: artist.id })));
    const res = await call("/user/global/top_100_list", { token });
    expect(res.json.data).toHaveLength(100);
    expect(res.json.data[99].rank).toBe(100);
  });

  it("gives a trending overview of every kind, this week's plays first", async () => {
    const { token } = await registerUser();
    const artist = await createArtist({ playCount: 10 });
    const album = await createAlbum({ artistId: artist.id });
    const track = await createTrack({ artistId: artist.id, albumId: album.id });
    const playlist = await createPlaylist();
    const nonstop = await createNonstop();
    for (const [type, id] of [
      ["track", track.id],
      ["album", album.id],
      ["artist", artist.id],
      ["playlist", playlist.id],
      ["nonstop", nonstop.id],
    ] as const) {
      await addDailyPlays(type, id, today(), 1_000_000);
    }
    const res = await call("/user/global/trending", { token });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.tracks[0].id).toBe(track.id);
    expect(data.albums[0].id).toBe(album.id);
    expect(data.artists[0].id).toBe(artist.id);
    expect(data.playlists[0].id).toBe(playlist.id);
    expect(data.nonstops[0].id).toBe(nonstop.id);
    for (const list of Object.values(data) as unknown[][]) expect(list.length).toBeLessThanOrEqual(10);
    expect((await call("/user/global/trending")).status).toBe(401);
  });
});
