import { describe, expect, it } from "vitest";
import { endpointUrl } from "../api/endpoints";
import {
  answerKeys,
  engageEndpoint,
  engageState,
  isEngagePair,
  moveItem,
  optimisticToggle,
  toggleLabel,
  toggleText,
} from "./engage";

describe("isEngagePair", () => {
  it("allows like/save everywhere and follow on artists and albums only", () => {
    expect(isEngagePair("music-tracks", "like")).toBe(true);
    expect(isEngagePair("nonstops", "save")).toBe(true);
    expect(isEngagePair("artists", "follow")).toBe(true);
    expect(isEngagePair("albums", "follow")).toBe(true);
    expect(isEngagePair("music-tracks", "follow")).toBe(false);
    expect(isEngagePair("users", "like")).toBe(false);
    expect(isEngagePair("albums", "delete")).toBe(false);
  });
});

describe("engageEndpoint", () => {
  it("names the toggle's endpoint; the id is filled and encoded by the call", () => {
    expect(engageEndpoint("music-tracks", "like")).toBe("POST /user/global/music-tracks/like/{id}");
    expect(endpointUrl(engageEndpoint("albums", "follow"), { id: "a/b" })).toEqual({
      method: "POST",
      path: "/user/global/albums/follow/a%2Fb",
    });
  });
});

describe("optimisticToggle", () => {
  it("moves the count with the state and never below zero", () => {
    expect(optimisticToggle({ on: false, count: 4 }, true)).toEqual({ on: true, count: 5 });
    expect(optimisticToggle({ on: true, count: 0 }, false)).toEqual({ on: false, count: 0 });
    const same = { on: true, count: 2 };
    expect(optimisticToggle(same, true)).toBe(same);
  });
  it("names answer fields and labels", () => {
    expect(answerKeys("follow")).toEqual({ state: "followed", count: "follower_count" });
    expect(toggleLabel("like", "Sunrise")).toBe("Like Sunrise");
    expect(toggleText("save", true)).toBe("Saved");
    expect(toggleText("follow", false)).toBe("Follow");
  });
});

describe("moveItem", () => {
  it("moves up and down and ignores moves off the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

describe("engageState", () => {
  it("reads each action's state and count from the view's own fields", () => {
    const album = {
      liked: true,
      like_count: 4,
      saved: false,
      save_count: 0,
      followed: true,
      follower_count: 9,
    };
    expect(engageState(album, "like")).toEqual({ on: true, count: 4 });
    expect(engageState(album, "save")).toEqual({ on: false, count: 0 });
    expect(engageState(album, "follow")).toEqual({ on: true, count: 9 });
  });
});
