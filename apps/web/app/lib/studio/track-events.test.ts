import { describe, expect, it } from "vitest";
import { trackEventOf } from "./track-events";

describe("trackEventOf", () => {
  it("reads a bare Track event", () => {
    expect(trackEventOf({ type: "Track", track_id: "trk_1", processing: "ready" })).toEqual({
      trackId: "trk_1",
      processing: "ready",
      error: null,
    });
  });

  it("reads a Track event with the facts in response.data", () => {
    expect(
      trackEventOf({
        type: "Track",
        response: { data: { track_id: "t", processing: "failed", processing_error: "Corrupt" } },
      }),
    ).toEqual({ trackId: "t", processing: "failed", error: "Corrupt" });
  });

  it("reads a Track notification", () => {
    const message = {
      type: "notification",
      response: {
        data: {
          msg: "Track ready",
          data: { notification_type: "Track", track_id: "t", processing: "ready" },
        },
      },
    };
    expect(trackEventOf(message)?.processing).toBe("ready");
  });

  it("takes a failed notification's sentence as the reason when its data has none", () => {
    const message = {
      type: "notification",
      response: {
        data: {
          msg: "“Kuno” could not be processed: not a WAV file",
          data: { notification_type: "Track", track_id: "t", processing: "failed" },
        },
      },
    };
    expect(trackEventOf(message)?.error).toBe("“Kuno” could not be processed: not a WAV file");
  });

  it("ignores other events and malformed ones", () => {
    expect(
      trackEventOf({
        type: "notification",
        response: { data: { msg: "x", data: { notification_type: "Wallet" } } },
      }),
    ).toBeNull();
    expect(trackEventOf({ type: "Track", track_id: "t", processing: "done" })).toBeNull();
    expect(trackEventOf({ type: "Track", processing: "ready" })).toBeNull();
    expect(trackEventOf({ type: "pong" })).toBeNull();
  });
});
