import { describe, expect, it } from "vitest";
import { canonicalKey, MUSICAL_KEYS } from "./keys.rules";

describe("musical keys", () => {
  it("are the 24 major and minor keys", () => {
    expect(MUSICAL_KEYS).toHaveLength(24);
    expect(new Set(MUSICAL_KEYS).size).toBe(24);
    expect(MUSICAL_KEYS).toContain("F# minor");
  });

  it("read what producers type into one spelling", () => {
    expect(canonicalKey("C# minor")).toBe("C# minor");
    expect(canonicalKey("ebm")).toBe("D# minor");
    expect(canonicalKey("Bb")).toBe("A# major");
    expect(canonicalKey("F MAJOR")).toBe("F major");
    expect(canonicalKey("Am")).toBe("A minor");
    expect(canonicalKey("AM")).toBe("A major");
    expect(canonicalKey("g♭ min")).toBe("F# minor");
  });

  it("refuse what is no key", () => {
    for (const text of ["H minor", "E#", "Cb major", "C minor 7", "", "Dorian"])
      expect(canonicalKey(text)).toBeNull();
  });
});
