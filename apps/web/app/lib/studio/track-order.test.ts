import { describe, expect, it } from "vitest";
import {
  addableTracks,
  addTrack,
  moveAnnouncement,
  moveBy,
  moveItem,
  orderChanged,
  removeTrack,
} from "./track-order";

describe("album track order", () => {
  it("moves an item to another place, clamping out-of-range targets", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 99)).toEqual(["a", "c", "b"]);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it("moves one place up or down, never past the ends", () => {
    expect(moveBy(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveBy(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(moveBy(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveBy(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(moveBy(["a", "b"], "zz", 1)).toEqual(["a", "b"]);
  });

  it("adds once at the end and removes", () => {
    expect(addTrack(["a"], "b")).toEqual(["a", "b"]);
    expect(addTrack(["a", "b"], "a")).toEqual(["a", "b"]);
    expect(removeTrack(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });

  it("notices a changed order or membership", () => {
    expect(orderChanged(["a", "b"], ["a", "b"])).toBe(false);
    expect(orderChanged(["a", "b"], ["b", "a"])).toBe(true);
    expect(orderChanged(["a", "b"], ["a"])).toBe(true);
  });

  it("offers only ready tracks that are in no other album and not already listed", () => {
    const tracks = [
      { id: "t1", processing: "ready", album: null },
      { id: "t2", processing: "processing", album: null },
      { id: "t3", processing: "ready", album: { id: "al_other" } },
      { id: "t4", processing: "ready", album: { id: "al_1" } },
      { id: "t5", processing: "failed", album: null },
    ];
    expect(addableTracks(tracks, "al_1", []).map((t) => t.id)).toEqual(["t1", "t4"]);
    expect(addableTracks(tracks, "al_1", ["t4"]).map((t) => t.id)).toEqual(["t1"]);
  });

  it("announces a move with a 1-based position", () => {
    expect(moveAnnouncement("Intro", 1, 5)).toBe("Moved Intro to position 2 of 5.");
  });
});
