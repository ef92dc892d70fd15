import { describe, expect, it } from "vitest";
import type { LiveNotification } from "../realtime/notification";
import { trackEventOf } from "./track-events";

const notification = (
  type: string,
  data: Record<string, unknown>,
  msg = "Kuno is ready",
): LiveNotification => ({
  id: "ntf_1",
  created_at: null,
  type,
  msg,
  data,
});

describe("trackEventOf", () => {
  it("reads a Track notification", () => {
    expect(trackEventOf(notification("Track", { track_id: "trk_1", processing: "ready" }))).toEqual({
      trackId: "trk_1",
      processing: "ready",
      error: null,
    });
  });

  it("takes a failed track's sentence as the reason", () => {
    const failed = notification(
      "Track",
      { track_id: "t", processing: "failed" },
      "Kuno could not be processed",
    );
    expect(trackEventOf(failed)?.error).toBe("Kuno could not be processed");
  });

  it("ignores other notifications and malformed ones", () => {
    expect(trackEventOf(notification("Wallet", { track_id: "t", processing: "ready" }))).toBeNull();
    expect(trackEventOf(notification("Track", { track_id: "t", processing: "done" }))).toBeNull();
    expect(trackEventOf(notification("Track", { processing: "ready" }))).toBeNull();
  });
});
