import { describe, expect, it } from "vitest";
import { RAIN_SONG } from "../../lib/songs/market-test-fixtures";
import { demoTrack, demoUrl } from "./demo-button";

describe("a song's demo in the player", () => {
  it("is queued as a market preview: no catalogue play reported, no URL refreshed", () => {
    expect(demoTrack(RAIN_SONG)).toEqual({
      id: RAIN_SONG.id,
      title: "Rain on the Lake",
      artist: { id: "usr_amara", name: "Amara Nabirye, Kato Beats" },
      cover_art_url: null,
      stream_url: RAIN_SONG.demo?.stream_url,
      audio_file: { audio_url: RAIN_SONG.demo?.stream_url },
      duration_ms: 95_000,
      url: `/creator-promoter/song-market-place/${RAIN_SONG.id}`,
      preview: true,
    });
  });

  it("has nothing to play without a signed stream (no demo, or one still processing)", () => {
    expect(demoUrl({ ...RAIN_SONG, demo: null })).toBeNull();
    expect(
      demoUrl({
        ...RAIN_SONG,
        demo: { track_id: "t", state: "processing", stream_url: null, duration_ms: null },
      }),
    ).toBeNull();
  });
});
