import { describe, expect, it } from "vitest";
import { zipFixture } from "../../test-support/beat-fixtures";
import { bufferSource } from "../studio/audio/bytes";
import { isZipStart, zipFills } from "../studio/uploads/archive";
import { missingFiles, missingMessage } from "./files.rules";

const none = { preview_track_id: null, mp3_track_id: null, wav_track_id: null, stems_track_id: null };

describe("what a beat needs to be on sale", () => {
  it("asks for the preview and each file its tiers deliver, and nothing more", () => {
    expect(missingFiles(none, ["basic"])).toEqual(["preview", "mp3"]);
    expect(missingFiles({ ...none, preview_track_id: "p", mp3_track_id: "m" }, ["basic", "premium"])).toEqual(
      ["wav"],
    );
    expect(missingFiles(none, ["exclusive"])).toEqual(["preview", "mp3", "wav", "stems"]);
    expect(
      missingFiles({ preview_track_id: "p", mp3_track_id: "m", wav_track_id: "w", stems_track_id: "s" }, [
        "trackout",
      ]),
    ).toEqual([]);
  });

  it("says it in one sentence", () => {
    expect(missingMessage(["wav"])).toBe("Add the WAV first: the tiers you offer deliver them.");
    expect(missingMessage(["preview", "mp3", "stems"])).toBe(
      "Add the preview, the MP3 and the stems (ZIP) first: the tiers you offer deliver them.",
    );
  });
});

describe("a stems archive", () => {
  it("starts and ends as a ZIP, with nothing after its end record", async () => {
    const zip = zipFixture();
    expect(isZipStart(zip)).toBe(true);
    expect(isZipStart(new TextEncoder().encode("RIFF"))).toBe(false);
    expect(await zipFills(bufferSource(zip))).toBe(true);
    const trailing = new Uint8Array(zip.length + 3);
    trailing.set(zip);
    expect(await zipFills(bufferSource(trailing))).toBe(false);
    expect(await zipFills(bufferSource(zip.subarray(0, zip.length - 1)))).toBe(false);
  });
});
