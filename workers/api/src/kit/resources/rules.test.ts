import { describe, expect, it } from "vitest";
import { bulkStatusMessage, inUseMessage, normalizeTitle, resourceMessage, statusVerb } from "./rules";

describe("resource rules", () => {
  it("words the spec §8 messages per entity", () => {
    expect(resourceMessage("Genre", "Added")).toBe("Genre Added");
    expect(resourceMessage("Album", statusVerb(1))).toBe("Album Activated");
    expect(resourceMessage("Track", statusVerb(0))).toBe("Track Deactivated");
  });

  it("words a bulk status change with the count and the plural", () => {
    expect(bulkStatusMessage("Genre", 3, 1)).toBe("3 genres activated");
    expect(bulkStatusMessage("Genre", 1, 0)).toBe("1 genre deactivated");
    expect(bulkStatusMessage("Genre", 0, 0)).toBe("0 genres deactivated");
    expect(bulkStatusMessage("User category", 2, 0)).toBe("2 user categories deactivated");
    expect(bulkStatusMessage("User type", 2, 1)).toBe("2 user types activated");
    expect(bulkStatusMessage("Day", 2, 1)).toBe("2 days activated");
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
