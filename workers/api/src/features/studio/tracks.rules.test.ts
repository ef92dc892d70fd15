import { describe, expect, it } from "vitest";
import { albumOrderProblem, coverKey, coverProblem, guardOf, normalizeMusicalKey } from "./tracks.rules";

describe("studio rules", () => {
  it("reads musical keys in a small grammar and spells them one way", () => {
    expect(normalizeMusicalKey("C#m")).toBe("C# minor");
    expect(normalizeMusicalKey("c#m")).toBe("C# minor");
    expect(normalizeMusicalKey("F major")).toBe("F major");
    expect(normalizeMusicalKey("F")).toBe("F major");
    expect(normalizeMusicalKey(" Bb min ")).toBe("Bb minor");
    expect(normalizeMusicalKey("E♭ Minor")).toBe("Eb minor");
    expect(normalizeMusicalKey("G♯maj")).toBe("G# major");
    for (const bad of ["", "H", "C##", "CM", "C dorian", "C minorish", "12", "Cm7"]) {
      expect(normalizeMusicalKey(bad), bad).toBeNull();
    }
  });

  it("refuses an album order naming a track twice", () => {
    expect(albumOrderProblem(["a", "b"])).toBeNull();
    expect(albumOrderProblem(["a", "b", "a"])).toBe("A track can appear only once.");
    expect(albumOrderProblem(Array.from({ length: 201 }, (_, i) => `t${i}`))).toMatch(/at most 200/);
  });

  it("finds a database guard through the error's cause chain", () => {
    const d1 = new Error("D1_ERROR: studio:track-not-ready: SQLITE_CONSTRAINT");
    expect(guardOf(new Error("Failed query", { cause: d1 }))).toBe("track-not-ready");
    expect(guardOf(new Error("studio:unknown-guard"))).toBeNull();
    expect(guardOf("studio:album-empty")).toBeNull();
  });

  it("keys covers freshly and refuses small images", () => {
    expect(coverKey("albums", "alb_1", "webp", "x9")).toBe("covers/albums/alb_1-x9.webp");
    expect(coverProblem({ width: 500, height: 500 })).toBeNull();
    expect(coverProblem({ width: 499, height: 900 })).toBe(
      "The image must be at least 500×500 pixels (it is 499×900).",
    );
  });
});
