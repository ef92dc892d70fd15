import { describe, expect, it } from "vitest";
import { hasBytesInFlight, processingTrackIds, queueReducer } from "./upload-queue";

const file = { name: "a.wav", size: 100 };

describe("queueReducer", () => {
  it("adds items in order, refused ones included", () => {
    let items = queueReducer([], { type: "add", key: "1", file });
    items = queueReducer(items, { type: "add", key: "2", file, refusal: "Too big" });
    expect(items.map((i) => [i.key, i.phase])).toEqual([
      ["1", "uploading"],
      ["2", "refused"],
    ]);
  });

  it("moves one item and keeps the others' identity", () => {
    const items = [
      queueReducer([], { type: "add", key: "1", file })[0],
      queueReducer([], { type: "add", key: "2", file })[0],
    ].map((i) => i!);
    const next = queueReducer(items, { type: "item", key: "2", event: { type: "pause" } });
    expect(next[0]).toBe(items[0]);
    expect(next[1]?.phase).toBe("paused");
  });

  it("applies server news by track id, and dismisses", () => {
    let items = queueReducer([], { type: "add", key: "1", file });
    items = queueReducer(items, { type: "item", key: "1", event: { type: "created", trackId: "trk" } });
    items = queueReducer(items, { type: "item", key: "1", event: { type: "uploaded" } });
    expect(processingTrackIds(items)).toEqual(["trk"]);
    expect(hasBytesInFlight(items)).toBe(false);
    items = queueReducer(items, {
      type: "track",
      trackId: "trk",
      event: { type: "server", processing: "ready" },
    });
    expect(items[0]?.phase).toBe("ready");
    expect(processingTrackIds(items)).toEqual([]);
    expect(queueReducer(items, { type: "dismiss", key: "1" })).toEqual([]);
  });

  it("knows when bytes are in flight", () => {
    expect(hasBytesInFlight(queueReducer([], { type: "add", key: "1", file }))).toBe(true);
  });
});
