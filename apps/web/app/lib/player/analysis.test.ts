import { describe, expect, it } from "vitest";
import { withAnalysis } from "./analysis";

describe("withAnalysis", () => {
  it("maps the analysis fields to the engine's names and the album to albumId", () => {
    const track = withAnalysis({
      id: "trk_1",
      duration_ms: 184_000,
      album: { id: "alb_1", title: "Kuno" },
      loudness_lufs: -9.5,
      true_peak_dbtp: -0.4,
      album_loudness_lufs: -8.9,
      bpm: 140,
      measured_bpm: 124,
      grid_stable: true,
      first_beat_ms: 120,
      first_downbeat_ms: 120,
      mix_in_ms: 120,
      mix_out_ms: 170_000,
      loudness_range_lu: 6,
      analysis_version: 1,
    });
    expect(track).toMatchObject({ id: "trk_1", duration_ms: 184_000, albumId: "alb_1" });
    expect(track.analysis).toEqual({
      loudnessLufs: -9.5,
      truePeakDbtp: -0.4,
      albumLoudnessLufs: -8.9,
      bpm: 124,
      gridStable: true,
      firstBeatMs: 120,
      firstDownbeatMs: 120,
      mixInMs: 120,
      mixOutMs: 170_000,
    });
  });

  it("takes the tempo measured from the audio, never the creator's typed bpm", () => {
    expect(withAnalysis({ id: "trk_4", bpm: 140 }).analysis).toBeUndefined();
    expect(withAnalysis({ id: "trk_5", bpm: 140, measured_bpm: 70.02 }).analysis).toEqual({ bpm: 70.02 });
  });

  it("leaves out what the view lacks or has as null", () => {
    const track = withAnalysis({
      id: "trk_2",
      album: null,
      loudness_lufs: null,
      measured_bpm: null,
      grid_stable: false,
    });
    expect(track.albumId).toBeUndefined();
    expect(track.analysis).toEqual({ gridStable: false });
    expect(withAnalysis({ id: "trk_3" }).analysis).toBeUndefined();
  });
});
