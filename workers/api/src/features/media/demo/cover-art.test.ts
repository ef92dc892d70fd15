import { describe, expect, it } from "vitest";
import { coverSvg, initials } from "./cover-art";

describe("coverSvg", () => {
  it("is deterministic per kind and id, and differs between ids", () => {
    expect(coverSvg("albums", "alb_1", "Kampala Nights")).toBe(coverSvg("albums", "alb_1", "Kampala Nights"));
    expect(coverSvg("albums", "alb_2", "Kampala Nights")).not.toBe(
      coverSvg("albums", "alb_1", "Kampala Nights"),
    );
  });

  it("draws the initials, escapes the title and contains no script", () => {
    const svg = coverSvg("tracks", "trk_1", `Rock & "Roll" <script>`);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain("&#38;");
    expect(svg).not.toContain("<script");
    expect(svg).toContain(">RR</text>"); // "&" is not a word
  });

  it("gives adverts a banner and artists a round portrait", () => {
    expect(coverSvg("adverts", "adv_1", "Go Premium")).toContain('viewBox="0 0 1200 400"');
    expect(coverSvg("artists", "art_1", "Nia")).toContain('clip-path="url(#c)"');
  });
});

describe("initials", () => {
  it("takes the first letter of up to two words", () => {
    expect(initials("kampala nights")).toBe("KN");
    expect(initials("Nia")).toBe("N");
    expect(initials("  Élan — vital beats ")).toBe("ÉV");
  });
});
