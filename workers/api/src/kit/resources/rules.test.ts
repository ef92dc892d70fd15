import { describe, expect, it } from "vitest";
import { inUseMessage, normalizeTitle, resourceMessage, statusVerb } from "./rules";

describe("resource rules", () => {
  it("words the spec §8 messages per entity", () => {
    expect(resourceMessage("Genre", "Added")).toBe("Genre Added");
    expect(resourceMessage("Album", statusVerb(1))).toBe("Album Activated");
    expect(resourceMessage("Track", statusVerb(0))).toBe("Track Deactivated");
  });

  it("normalises titles so spellings that look alike collide", () => {
    expect(normalizeTitle("  Hip   HOP ")).toBe("hip hop");
    expect(normalizeTitle("Ｊａｚｚ")).toBe("jazz");
    expect(normalizeTitle("Afro\tBeat\n")).toBe("afro beat");
  });

  it("says where a row is still used, skipping empty uses", () => {
    expect(
      inUseMessage("Genre", [
        ["tracks", 3],
        ["albums", 0],
        ["nonstops", 1],
      ]),
    ).toBe("Genre is in use by 3 tracks and 1 nonstop; deactivate it instead.");
    expect(inUseMessage("Mood", [["tracks", 1]])).toBe("Mood is in use by 1 track; deactivate it instead.");
    expect(inUseMessage("User type", [["categories", 1]])).toBe(
      "User type is in use by 1 category; deactivate it instead.",
    );
    expect(
      inUseMessage("Origin", [
        ["tracks", 2],
        ["albums", 4],
        ["artists", 5],
      ]),
    ).toBe("Origin is in use by 2 tracks, 4 albums and 5 artists; deactivate it instead.");
  });
});
